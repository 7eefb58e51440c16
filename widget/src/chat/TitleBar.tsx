// The title bar: assistant name, the language menu and the main menu (contact, email chat
// history, all listings when there are several, new chat). Clicking outside closes a menu.
import { useCallback, useRef, useState } from 'react';
import { Icon } from './icons';
import { format } from '@i18n/format';
import { LANGUAGES } from '@i18n/languages';
import type { Labels } from '@i18n/catalogs';
import { useClickOutside } from './useViewport';

interface Props {
  title: string;
  subtitle: string;
  labels: Labels;
  language: string | null;
  listingCount: number;
  onLanguage: (code: string) => void;
  onContact: () => void;
  onEmail: () => void;
  onAllListings: () => void;
  onNewChat: () => void;
  agentName: string;
  onClose?: () => void;
}

export function TitleBar(p: Props) {
  const [open, setOpen] = useState<'lang' | 'menu' | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(null), []);
  useClickOutside(ref, open !== null, close);
  const pick = (fn: () => void) => () => {
    setOpen(null);
    fn();
  };
  const { labels } = p;
  return (
    <header className="oha-titlebar">
      <div className="oha-avatar" aria-hidden="true">
        <Icon name="home" />
      </div>
      <div className="oha-title">
        <h1>{p.title}</h1>
        <p>{p.subtitle}</p>
      </div>
      <div className="oha-title-actions" ref={ref}>
        <button
          type="button"
          className="oha-icon-btn"
          aria-label={labels.languageMenu}
          title={labels.languageMenu}
          aria-haspopup="menu"
          aria-expanded={open === 'lang'}
          onClick={() => setOpen(open === 'lang' ? null : 'lang')}
        >
          <Icon name="globe" />
        </button>
        <button
          type="button"
          className="oha-icon-btn"
          aria-label={labels.menu}
          title={labels.menu}
          aria-haspopup="menu"
          aria-expanded={open === 'menu'}
          onClick={() => setOpen(open === 'menu' ? null : 'menu')}
        >
          <Icon name="dots" />
        </button>
        {p.onClose ? (
          <button
            type="button"
            className="oha-icon-btn"
            aria-label={labels.close}
            title={labels.close}
            onClick={p.onClose}
          >
            <Icon name="close" />
          </button>
        ) : null}
        {open === 'lang' ? (
          <div className="oha-menu" role="menu" aria-label={labels.languageMenu}>
            {LANGUAGES.map((l) => (
              <button
                key={l.code}
                type="button"
                role="menuitemradio"
                aria-checked={p.language === l.code}
                lang={l.code}
                className="oha-menu-item"
                onClick={pick(() => p.onLanguage(l.code))}
              >
                {l.name}
                {p.language === l.code ? <Icon name="check" size={16} /> : null}
              </button>
            ))}
          </div>
        ) : null}
        {open === 'menu' ? (
          <div className="oha-menu" role="menu" aria-label={labels.menu}>
            <button type="button" role="menuitem" className="oha-menu-item" onClick={pick(p.onContact)}>
              <Icon name="contact" size={18} />
              {format(labels.menuContact, { agent: p.agentName })}
            </button>
            <button type="button" role="menuitem" className="oha-menu-item" onClick={pick(p.onEmail)}>
              <Icon name="mail" size={18} />
              {labels.menuEmailHistory}
            </button>
            {p.listingCount > 1 ? (
              <button type="button" role="menuitem" className="oha-menu-item" onClick={pick(p.onAllListings)}>
                <Icon name="list" size={18} />
                {labels.menuAllListings}
              </button>
            ) : null}
            <button type="button" role="menuitem" className="oha-menu-item" onClick={pick(p.onNewChat)}>
              <Icon name="plus" size={18} />
              {labels.menuNewChat}
            </button>
          </div>
        ) : null}
      </div>
    </header>
  );
}
