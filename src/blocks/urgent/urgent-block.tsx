import { useId } from 'react';
import type { UrgentBlockData } from '~/src/content/model';
import { useStylesheet } from '~/src/render/stylesheet';
import { ActionRow } from '~/src/ui/action-button';
import { CheckList } from '~/src/ui/check-list';
import { SvgIcon } from '~/src/ui/icon';
import { SectionShell } from '~/src/ui/section';
import css from './urgent-block.css?inline';

/**
 * The urgent-need banner ("Akut behov av en CFO?"): a warm band (the theme's urgent colours) with
 * a thick accent edge, an icon and a written label, so the urgency never rests on colour alone;
 * then heading, text, optional points and one or two actions (typically a call button and a
 * same-day meeting).
 */
export function UrgentBlock({ id, label, icon, heading, text, points, actions }: UrgentBlockData) {
  useStylesheet(css);
  const headingId = useId();
  return (
    <SectionShell id={id} labelledBy={headingId}>
      <div className="urgent">
        <div className="urgent-text">
          <p className="urgent-label">
            <SvgIcon name={icon} />
            {label}
          </p>
          <h2 id={headingId}>{heading}</h2>
          <p className="urgent-lead">{text}</p>
          {points && <CheckList items={points} columns={points.length > 2 ? 2 : 1} />}
        </div>
        <ActionRow actions={actions} />
      </div>
    </SectionShell>
  );
}
