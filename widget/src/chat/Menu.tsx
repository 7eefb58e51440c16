// A menu button and its menu, after the WAI-ARIA menu button pattern: Enter, Space or ArrowDown
// open it on the first item, ArrowUp on the last; in the menu the arrow keys move (wrapping),
// Home and End jump, a letter moves to the next item starting with it, Escape closes it and
// returns focus to the button, Tab closes it and moves on. A click outside closes it too.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useEscapeLayer } from './layers';

export interface MenuItem {
  key: string;
  label: ReactNode;
  /** The text for type-ahead (defaults to the label when it is a string). */
  text?: string;
  icon?: ReactNode;
  /** 'menuitemradio' items show whether they are checked. */
  checked?: boolean;
  lang?: string;
  onSelect: () => void;
}

interface Props {
  label: string;
  icon: ReactNode;
  items: MenuItem[];
  radio?: boolean;
  /** Called when the menu opens, so a sibling menu can close. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function Menu({ label, icon, items, radio, open, onOpenChange }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<'first' | 'last'>('first');

  const itemsEls = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);
  const close = (focusButton: boolean) => {
    onOpenChange(false);
    if (focusButton) button.current?.focus();
  };
  useEscapeLayer(open ? () => close(true) : undefined);

  useEffect(() => {
    if (!open) return;
    const els = itemsEls();
    const checked = els.findIndex((el) => el.getAttribute('aria-checked') === 'true');
    (start === 'last' ? els[els.length - 1] : (els[checked] ?? els[0]))?.focus();
    const onDown = (e: Event) => {
      const t = e.target as Node;
      if (!list.current?.contains(t) && !button.current?.contains(t)) onOpenChange(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
    };
    // The items render with the menu; focus the first (or last) once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setStart(e.key === 'ArrowUp' ? 'last' : 'first');
      onOpenChange(true);
    }
  };

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const els = itemsEls();
    const i = els.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (e.key === 'ArrowDown') next = (i + 1) % els.length;
    else if (e.key === 'ArrowUp') next = (i - 1 + els.length) % els.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = els.length - 1;
    else if (e.key === 'Tab') return close(false);
    else if (e.key.length === 1 && /\S/.test(e.key)) {
      const k = e.key.toLowerCase();
      const order = [...els.slice(i + 1), ...els.slice(0, i + 1)];
      const hit = order.find((el) => (el.textContent ?? '').trim().toLowerCase().startsWith(k));
      if (hit) next = els.indexOf(hit);
    }
    if (next === null) return;
    e.preventDefault();
    els[next]?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="oha-icon-btn"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onKeyDown={onButtonKey}
        onClick={() => {
          setStart('first');
          onOpenChange(!open);
        }}
      >
        {icon}
      </button>
      {open ? (
        // The menu is a composite widget: its items take focus, the container handles the keys.
        // eslint-disable-next-line jsx-a11y/interactive-supports-focus
        <div className="oha-menu" role="menu" aria-label={label} ref={list} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role={radio ? 'menuitemradio' : 'menuitem'}
              aria-checked={radio ? Boolean(item.checked) : undefined}
              tabIndex={-1}
              lang={item.lang}
              className="oha-menu-item"
              onClick={() => {
                // Focus goes back to the button first, so a dialog the item opens returns it there.
                close(true);
                item.onSelect();
              }}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}
