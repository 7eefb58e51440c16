import { Form, Link, NavLink, useLocation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { disabledReasons } from '~/messages/portal';

const ROLE_OPERATOR = 3135;

interface Props {
  user: { fName: string; roles: number[] } | null;
  assistantCount: number;
  /** Assistants one agent may have (config().assistantLimit); Create is off once reached. */
  assistantLimit?: number;
}

/**
 * A dashboard entry that is visibly disabled, says why, and does nothing on click when not
 * allowed.
 */
function MenuLink({
  to,
  enabled,
  reason = disabledReasons.noAssistant,
  children,
  onPick,
}: {
  to: string;
  enabled: boolean;
  reason?: string;
  children: string;
  onPick: () => void;
}) {
  if (!enabled) {
    return (
      <span className="menu-item disabled" aria-disabled="true" role="menuitem">
        {children}
        <span className="menu-reason">{reason}</span>
      </span>
    );
  }
  return (
    <Link className="menu-item" to={to} role="menuitem" onClick={onPick}>
      {children}
    </Link>
  );
}

export function NavBar({ user, assistantCount, assistantLimit = 1 }: Props) {
  const [open, setOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!open && !mobileOpen) return;
    // A tap outside the dropdown closes it; a tap outside the bar also folds the phone menu,
    // which otherwise stayed open over the page until the ☰ button was found again.
    const close = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
      if (!headerRef.current?.contains(e.target as Node)) setMobileOpen(false);
    };
    const esc = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      setMobileOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', esc);
    };
  }, [open, mobileOpen]);
  // Any navigation (a link, Back, a redirect after logout) starts with the menus folded.
  useEffect(() => {
    setOpen(false);
    setMobileOpen(false);
  }, [pathname]);
  const hasAssistant = assistantCount > 0;
  const canCreate = assistantCount < assistantLimit;
  const pick = () => {
    setOpen(false);
    setMobileOpen(false);
  };
  return (
    <header className="navbar" ref={headerRef}>
      <Link to="/" className="brand" aria-label="Open House Assistant home">
        <img src="/logo.svg" alt="" width={32} height={32} />
        <span>Open House Assistant</span>
      </Link>
      <button
        type="button"
        className="nav-toggle"
        aria-label="Menu"
        aria-expanded={mobileOpen}
        onClick={() => setMobileOpen((v) => !v)}
      >
        ☰
      </button>
      <nav className={mobileOpen ? 'nav-links open' : 'nav-links'} aria-label="Main">
        {/* "/" is the same landing page as "/home", so Home is the current page there too
            (NavLink only knows "/home"). */}
        {pathname === '/' ? (
          <Link to="/home" onClick={pick} className="active" aria-current="page">
            Home
          </Link>
        ) : (
          <NavLink to="/home" onClick={pick}>
            Home
          </NavLink>
        )}
        <NavLink to="/about" onClick={pick}>
          About
        </NavLink>
        <NavLink to="/contact" onClick={pick}>
          Contact
        </NavLink>
        {user ? (
          <>
            <div className="dropdown" ref={ref}>
              <button type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
                Dashboard ▾
              </button>
              {open ? (
                <div className="menu" role="menu">
                  <Link className="menu-item" to="/dashboard" role="menuitem" onClick={pick}>
                    Dashboard
                  </Link>
                  <MenuLink
                    to="/create_assistants"
                    enabled={canCreate}
                    reason={disabledReasons.createLimit}
                    onPick={pick}
                  >
                    Create Assistants
                  </MenuLink>
                  <MenuLink to="/assistantlist" enabled={hasAssistant} onPick={pick}>
                    Access Assistants
                  </MenuLink>
                  <MenuLink to="/addlisting" enabled={hasAssistant} onPick={pick}>
                    Add Listings
                  </MenuLink>
                  <MenuLink to="/listinglist" enabled={hasAssistant} onPick={pick}>
                    Edit Listings
                  </MenuLink>
                  <MenuLink to="/open-houses" enabled onPick={pick}>
                    Open houses
                  </MenuLink>
                  <MenuLink to="/leads" enabled={hasAssistant} onPick={pick}>
                    Leads
                  </MenuLink>
                  <MenuLink to="/conversations" enabled={hasAssistant} onPick={pick}>
                    Conversations
                  </MenuLink>
                  <MenuLink to="/questions" enabled={hasAssistant} onPick={pick}>
                    Unanswered questions
                  </MenuLink>
                </div>
              ) : null}
            </div>
            {user.roles.includes(ROLE_OPERATOR) ? (
              <NavLink to="/usage_overview" onClick={pick}>
                Usage
              </NavLink>
            ) : null}
            <Form method="post" action="/logout" className="inline-form">
              <button type="submit" className="linklike">
                Logout
              </button>
            </Form>
          </>
        ) : (
          <>
            <Link to="/register" className="btn btn-primary" onClick={pick}>
              Start for Free
            </Link>
            <NavLink to="/login" onClick={pick}>
              Login
            </NavLink>
          </>
        )}
      </nav>
    </header>
  );
}
