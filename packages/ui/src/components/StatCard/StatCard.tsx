import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import * as styles from './StatCard.css';

export interface StatCardProps {
  icon: IconName;
  /** The figure, already formatted (e.g. '12:45:10', '48', '1.3K'). */
  value: ReactNode;
  label: ReactNode;
  /** A small line under the value, e.g. 'ბოლო 30 დღე'. */
  hint?: ReactNode;
  tone?: (typeof styles.statCardTones)[number];
  className?: string;
}

/** One figure of the statistics page: icon, value and what it measures. */
export function StatCard({ icon, value, label, hint, tone, className }: StatCardProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.icon({ tone })}>
        <Icon name={icon} size={24} />
      </span>
      <div className={styles.text}>
        {/* Label first for screen readers (dt before dd); the value is shown on top. */}
        <dl className={styles.body}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </dl>
        {hint && <span className={styles.hint}>{hint}</span>}
      </div>
    </div>
  );
}
StatCard.displayName = 'StatCard';
