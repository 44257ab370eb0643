import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import type { ProjectStatus } from '../../__generated__/types';
import { type CountKey, countKey, PROJECT_STATUSES } from './project-status';

const tabs: ReadonlyArray<{ key: CountKey; label: string; status: ProjectStatus | undefined }> = [
  { key: 'all', label: 'All', status: undefined },
  ...PROJECT_STATUSES.map(({ value, label }) => ({ key: countKey(value), label, status: value })),
];

interface ProjectStatusTabsProps {
  selected: ProjectStatus | undefined;
  counts: Record<CountKey, number>;
  onSelect: (status: ProjectStatus | undefined) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * All, Draft ... Released, each with its count, over one panel. The ARIA tabs pattern: one tab in the
 * Tab order, arrow keys (and Home/End) move between tabs and select as they go.
 */
export function ProjectStatusTabs({ selected, counts, onSelect, children }: ProjectStatusTabsProps) {
  const idPrefix = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.status === selected),
  );

  const moveTo = (index: number) => {
    const wrapped = (index + tabs.length) % tabs.length;
    onSelect(tabs[wrapped]?.status);
    buttons.current[wrapped]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <>
      <div role="tablist" aria-label="Project status" className="status-tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${tab.key}`}
            aria-selected={index === selectedIndex}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={index === selectedIndex ? 0 : -1}
            className="status-tab"
            onClick={() => onSelect(tab.status)}
          >
            {tab.label}{' '}
            <span className="tab-count">
              {counts[tab.key]}
              <span className="visually-hidden"> {counts[tab.key] === 1 ? 'project' : 'projects'}</span>
            </span>
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-${tabs[selectedIndex]?.key}`}
        className="status-panel"
      >
        {children}
      </div>
    </>
  );
}
