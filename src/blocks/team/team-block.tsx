import type { TeamBlockData } from '~/src/content/model';
import { usePageContext } from '~/src/render/page-context';
import { useStylesheet } from '~/src/render/stylesheet';
import { Picture } from '~/src/ui/picture';
import { Section } from '~/src/ui/section';
import css from './team-block.css?inline';

/**
 * The people behind the service (docs/decisions.md 19): only those the content names; with no
 * members the block renders nothing rather than a placeholder person.
 */
export function TeamBlock({ id, heading, intro, members, linkedinLabel }: TeamBlockData) {
  useStylesheet(css, members.length > 0);
  const { site } = usePageContext();
  if (members.length === 0) return null;
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ul className="team">
        {members.map((member) => (
          <li key={member.name} className="team-member">
            {member.photo && (
              <Picture
                src={member.photo}
                name={`${member.name}, ${member.role}`}
                alt={member.photoAlt}
                nameShown
                sizes="(min-width: 900px) 240px, 45vw"
                className="team-photo"
              />
            )}
            <div>
              <h3>{member.name}</h3>
              <p className="team-role">{member.role}</p>
            </div>
            <p className="team-bio">{member.bio}</p>
            {member.linkedin && (
              <a href={member.linkedin} target="_blank" rel="noopener" className="team-link">
                {`${member.name} ${linkedinLabel}`}
                <span className="vh">{` ${site.footer.newTab}`}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
