import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

/** One tab of `Tabs`. */
export interface TabItem {
  id: string;
  label: string;
}

/** Props of `Tabs`. */
export interface TabsProps {
  /** Accessible name of the tab list ("Account sections"). */
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect(id: string): void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * An accessible tab list (WAI-ARIA tabs pattern, automatic activation): one tab in the tab order,
 * arrow keys, Home and End move between tabs, the panel is labelled by its tab.
 */
export function Tabs({ label, tabs, selected, onSelect, children }: TabsProps) {
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = tabs[moves[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <div className="portico-tabs">
      <div role="tablist" aria-label={label} className="portico-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              // Only the selected tab points at the panel: the others' panels are not rendered.
              aria-controls={active ? panelId : undefined}
              tabIndex={active ? 0 : -1}
              className={`portico-tabs__tab${active ? ' portico-tabs__tab--active' : ''}`}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="portico-tabs__panel">
        {children}
      </div>
    </div>
  );
}
