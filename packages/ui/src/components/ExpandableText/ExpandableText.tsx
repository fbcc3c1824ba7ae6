import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type MessageOverrides, uiMessages } from '../../i18n/messages';
import { Icon } from '../Icon/Icon';
import * as styles from './ExpandableText.css';
import { sanitizeHtml } from './sanitizeHtml';

export interface ExpandableTextProps {
  /** The server's HTML description; sanitised before it is rendered. */
  html?: string;
  /** Plain text instead of HTML. */
  text?: string;
  /** Lines shown while collapsed; 3 by default. */
  lines?: number;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  messages?: MessageOverrides<typeof uiMessages.expandableText>;
  className?: string;
}

/** A description that collapses to a few lines; the 'მეტის ნახვა' toggle appears only when the text overflows. */
export function ExpandableText({
  html,
  text,
  lines = 3,
  defaultExpanded = false,
  onExpandedChange,
  messages,
  className,
}: ExpandableTextProps) {
  const m = { ...uiMessages.expandableText, ...messages };
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [overflows, setOverflows] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const safe = useMemo(() => (html != null ? sanitizeHtml(html) : undefined), [html]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the content and line count change what overflows, so they re-run the measurement
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      // Measured with the clamp applied, whatever the current state, so the toggle stays stable.
      const wasCollapsed = element.classList.contains(styles.collapsed);
      if (!wasCollapsed) element.classList.add(styles.collapsed);
      setOverflows(element.scrollHeight > element.clientHeight + 1);
      if (!wasCollapsed) element.classList.remove(styles.collapsed);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [safe, text, lines]);

  const toggle = () => {
    const next = !expanded;
    setExpanded(next);
    onExpandedChange?.(next);
  };

  const clamp = overflows && !expanded;
  const contentClass = [styles.content, clamp && styles.collapsed, clamp && styles.faded].filter(Boolean).join(' ');

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {safe != null ? (
        <div
          ref={ref}
          id={id}
          className={contentClass}
          style={assignInlineVars({ [styles.linesVar]: String(lines) })}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML passed sanitizeHtml's allow-list above
          dangerouslySetInnerHTML={{ __html: safe }}
        />
      ) : (
        <div ref={ref} id={id} className={contentClass} style={assignInlineVars({ [styles.linesVar]: String(lines) })}>
          {text}
        </div>
      )}
      {overflows && (
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={id} onClick={toggle}>
          {expanded ? m.less : m.more}
          <Icon name={expanded ? 'chevronUp' : 'chevronDown'} size={16} />
        </button>
      )}
    </div>
  );
}
ExpandableText.displayName = 'ExpandableText';
