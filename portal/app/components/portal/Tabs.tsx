import { useId, useRef, type ReactNode } from 'react';

/** Accessible tabs (arrow keys move between tabs); the selected index is owned by the parent. */
export function Tabs({
  labels,
  selected,
  onSelect,
  children,
}: {
  labels: readonly string[];
  selected: number;
  onSelect: (i: number) => void;
  children: ReactNode[];
}) {
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKey = (e: React.KeyboardEvent) => {
    const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!d) return;
    const next = (selected + d + labels.length) % labels.length;
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" className="tab-list">
        {labels.map((label, i) => (
          <button
            key={label}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className={i === selected ? 'tab selected' : 'tab'}
            onClick={() => onSelect(i)}
            onKeyDown={onKey}
          >
            {label}
          </button>
        ))}
      </div>
      {children.map((panel, i) => (
        <div
          key={labels[i]}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== selected}
          className="tab-panel"
        >
          {i === selected ? panel : null}
        </div>
      ))}
    </div>
  );
}
