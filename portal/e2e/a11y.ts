// What a person with a phone, a keyboard or a screen reader needs from a page, as checks the
// visitor-chat specs share: axe-core (WCAG 2.1 A and AA) at zero violations, every control at
// least 44×44 CSS px on a touch screen, and a focus ring of at least 3:1 against what lies behind it.
import AxeBuilder from '@axe-core/playwright';
import type { Frame, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** axe-core over the page and its frames (the widget's iframe included), WCAG 2.1 A and AA. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  // A dialog or panel still fading in has its text at part opacity: axe would measure its contrast
  // mid-transition. Wait for running animations and transitions of the page and its frames to end.
  for (const frame of page.frames()) {
    await frame
      .evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity) // a spinner never ends
            .map((a) => a.finished.catch(() => undefined)),
        ),
      )
      .catch(() => undefined);
  }
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations: ${state}`).toEqual([]);
}

/** Controls a visitor can tap: buttons, links, fields, disclosure summaries, menu items. */
const CONTROLS =
  'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="menuitem"], [role="menuitemradio"]';

/**
 * Every visible control inside `scope` measures at least 44×44 (a checkbox or radio counts its
 * label, which is where a finger lands; links inside running text are exempt, as WCAG's are).
 */
export async function expectTapTargets(scope: Page | Frame, root = 'body', minimum = 44): Promise<void> {
  const small = await scope.locator(root).evaluate(
    (el, { selector, min }) => {
      const out: string[] = [];
      for (const c of Array.from(el.querySelectorAll<HTMLElement>(selector))) {
        if (!c.getClientRects().length || getComputedStyle(c).visibility === 'hidden') continue;
        if (c.closest('.oha-md, p') && c.matches('a')) continue; // a link inside text
        const target =
          c.matches('input[type="checkbox"], input[type="radio"]') && c.closest('label') ? c.closest('label')! : c;
        const r = target.getBoundingClientRect();
        if (r.width < min - 0.5 || r.height < min - 0.5) {
          const name = c.getAttribute('aria-label') ?? c.textContent?.trim().slice(0, 30) ?? c.tagName;
          out.push(`${c.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`);
        }
      }
      return out;
    },
    { selector: CONTROLS, min: minimum },
  );
  expect(small, `controls under ${minimum}×${minimum} px`).toEqual([]);
}

/**
 * The contrast of the focused element's ring against the colour behind it (WCAG 1.4.11 asks 3:1):
 * the outline (or, for fields, the box-shadow ring) against the surface around the element, or
 * against the element's own surface when the ring is drawn inside it (a negative outline-offset).
 */
export async function focusRingContrast(focused: Locator): Promise<number> {
  return focused.evaluate((el) => {
    type RGBA = [number, number, number, number];
    const parse = (c: string): RGBA | null => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (!m) return null;
      const [r = 0, g = 0, b = 0, a = 1] = m[1]!
        .split(/[,\s/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    };
    const over = (top: RGBA, under: RGBA): RGBA => {
      const a = top[3];
      return [top[0] * a + under[0] * (1 - a), top[1] * a + under[1] * (1 - a), top[2] * a + under[2] * (1 - a), 1];
    };
    /** The opaque colour of an element's surface: its background over its ancestors'. */
    const surface = (start: Element | null): RGBA => {
      const layers: RGBA[] = [];
      for (let e = start; e; e = e.parentElement) {
        const bg = parse(getComputedStyle(e).backgroundColor);
        if (bg && bg[3] > 0) {
          layers.push(bg);
          if (bg[3] >= 1) break;
        }
      }
      let colour: RGBA = [255, 255, 255, 1];
      for (const layer of layers.reverse()) colour = over(layer, colour);
      return colour;
    };
    const luminance = ([r, g, b]: RGBA) => {
      const lin = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const style = getComputedStyle(el);
    let ring: RGBA | null = null;
    let inside = false;
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      ring = parse(style.outlineColor);
      inside = parseFloat(style.outlineOffset) < 0;
    } else if (style.boxShadow !== 'none') {
      ring = parse(style.boxShadow);
    }
    if (!ring) return 0;
    const behind = surface(inside ? el : el.parentElement);
    const [l1, l2] = [luminance(over(ring, behind)), luminance(behind)].sort((a, b) => b - a);
    return (l1! + 0.05) / (l2! + 0.05);
  });
}

/** The focused element of a page or frame, as a locator. */
export const focusedIn = (scope: Page | Frame) => scope.locator(':focus');
