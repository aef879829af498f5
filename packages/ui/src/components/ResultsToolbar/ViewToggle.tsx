import { Toggle } from 'radix-ui';
import * as styles from './ResultsToolbar.css';

export type ResultsView = 'grid' | 'list';

export interface ViewToggleProps {
  view: ResultsView;
  onViewChange: (view: ResultsView) => void;
}

const views = [
  { view: 'grid', label: 'Grid view', icon: 'M2 2h5v5H2zM9 2h5v5H9zM2 9h5v5H2zM9 9h5v5H9z' },
  { view: 'list', label: 'List view', icon: 'M2 3h12M2 8h12M2 13h12' },
] as const;

/** Two toggle buttons, one pressed: grid cards or the list table. */
export function ViewToggle({ view, onViewChange }: ViewToggleProps) {
  return (
    <div role="group" aria-label="View" className={styles.viewToggle}>
      {views.map((option) => (
        <Toggle.Root
          key={option.view}
          className={styles.viewButton}
          aria-label={option.label}
          pressed={view === option.view}
          onPressedChange={(pressed) => {
            if (pressed) onViewChange(option.view);
          }}
        >
          <svg className={styles.viewIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d={option.icon}
              fill={option.view === 'grid' ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth={option.view === 'grid' ? 0 : 1.75}
              strokeLinecap="round"
            />
          </svg>
        </Toggle.Root>
      ))}
    </div>
  );
}
