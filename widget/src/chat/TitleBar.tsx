// The title bar: assistant name, the language menu and the main menu (contact, email chat
// history, all listings when there are several, new chat), and in the widget's panel the close
// button, which stays above every dialog so the visitor can always leave.
import { useState } from 'react';
import { Icon } from './icons';
import { format } from '@i18n/format';
import { LANGUAGES } from '@i18n/languages';
import type { Labels } from '@i18n/catalogs';
import { Menu, type MenuItem } from './Menu';

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
  const { labels } = p;
  const toggle = (which: 'lang' | 'menu') => (next: boolean) => setOpen(next ? which : null);
  const languages: MenuItem[] = LANGUAGES.map((l) => ({
    key: l.code,
    label: (
      <>
        {l.name}
        {p.language === l.code ? <Icon name="check" size={16} /> : null}
      </>
    ),
    lang: l.code,
    checked: p.language === l.code,
    onSelect: () => p.onLanguage(l.code),
  }));
  const entries: MenuItem[] = [
    {
      key: 'contact',
      icon: <Icon name="contact" size={18} />,
      label: format(labels.menuContact, { agent: p.agentName }),
      onSelect: p.onContact,
    },
    { key: 'email', icon: <Icon name="mail" size={18} />, label: labels.menuEmailHistory, onSelect: p.onEmail },
    ...(p.listingCount > 1
      ? [{ key: 'all', icon: <Icon name="list" size={18} />, label: labels.menuAllListings, onSelect: p.onAllListings }]
      : []),
    { key: 'new', icon: <Icon name="plus" size={18} />, label: labels.menuNewChat, onSelect: p.onNewChat },
  ];
  return (
    <header className="oha-titlebar">
      <div className="oha-avatar" aria-hidden="true">
        <Icon name="home" />
      </div>
      <div className="oha-title">
        <h1>{p.title}</h1>
        {p.subtitle ? <p>{p.subtitle}</p> : null}
      </div>
      <div className="oha-title-actions">
        <Menu
          label={labels.languageMenu}
          icon={<Icon name="globe" />}
          items={languages}
          radio
          open={open === 'lang'}
          onOpenChange={toggle('lang')}
        />
        <Menu
          label={labels.menu}
          icon={<Icon name="dots" />}
          items={entries}
          open={open === 'menu'}
          onOpenChange={toggle('menu')}
        />
        {p.onClose ? (
          <button
            type="button"
            className="oha-icon-btn oha-panel-close"
            aria-label={labels.closeChat}
            title={labels.closeChat}
            onClick={p.onClose}
          >
            <Icon name="close" />
          </button>
        ) : null}
      </div>
    </header>
  );
}
