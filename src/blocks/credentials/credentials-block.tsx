import type { CredentialsBlockData } from '~/src/content/model';
import { useStylesheet } from '~/src/render/stylesheet';
import { Picture } from '~/src/ui/picture';
import { Section } from '~/src/ui/section';
import css from './credentials-block.css?inline';

/**
 * Clients who allow their name to be shown, and the firm's certifications (docs/decisions.md 19).
 * Each list appears only when the content fills it, and the block not at all when both are empty:
 * a logo wall of invented names is worse than none.
 */
export function CredentialsBlock({ id, heading, intro, clients = [], certifications = [], clientsLabel, certificationsLabel }: CredentialsBlockData) {
  useStylesheet(css, clients.length > 0 || certifications.length > 0);
  if (clients.length === 0 && certifications.length === 0) return null;
  return (
    <Section id={id} heading={heading} intro={intro} tone="tinted">
      {clients.length > 0 && (
        <ul className="credentials-clients" aria-label={clientsLabel}>
          {clients.map((client) => (
            <li key={client.name}>
              {client.logo ? <Picture src={client.logo} name={client.name} alt={client.logoAlt} sizes="160px" className="credentials-logo" /> : client.name}
            </li>
          ))}
        </ul>
      )}
      {certifications.length > 0 && (
        <ul className="credentials-certs" aria-label={certificationsLabel}>
          {certifications.map((cert) => (
            <li key={cert.name}>
              <span className="strong">{cert.name}</span>
              <span className="credentials-issuer">{cert.issuer}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
