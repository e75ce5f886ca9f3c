import type { Action, PricePackage, PricingBlockData } from '~/src/content/model';
import { formatKronor, formatPrice } from '~/src/lib/format';
import { usePageContext } from '~/src/render/page-context';
import { useStylesheet } from '~/src/render/stylesheet';
import { ActionButton } from '~/src/ui/action-button';
import { useCardStyles } from '~/src/ui/card';
import { CheckList } from '~/src/ui/check-list';
import { SvgIcon } from '~/src/ui/icon';
import { Section, SectionNote } from '~/src/ui/section';
import css from './pricing-block.css?inline';

/**
 * The price list (docs/specification.md §9 "Prices"): packages and add-ons straight from site.yaml, so a price is
 * written once. The popular package is marked by a text label and a heavier frame, not by colour.
 */
export function PricingBlock({ id, heading, intro, popularLabel, action, addOnsHeading, fromLabel, addOnsIntro, footnote }: PricingBlockData) {
  useCardStyles();
  useStylesheet(css);
  const { site } = usePageContext();
  const { packages, addOns } = site.prices;
  const hasPopular = packages.some((p) => p.popular);
  const columns = `cols-${Math.min(packages.length, 3)}`;

  return (
    <Section id={id} heading={heading} intro={intro}>
      <ul className={hasPopular ? `cols ${columns} packages packages-popular` : `cols ${columns} packages`}>
        {packages.map((pkg) => (
          <PackageCard key={pkg.name} pkg={pkg} action={action} popularLabel={popularLabel} fromLabel={fromLabel} />
        ))}
      </ul>

      {addOns.length > 0 && (
        <div className="add-ons">
          <h3>{addOnsHeading}</h3>
          {addOnsIntro && <p className="add-ons-intro">{addOnsIntro}</p>}
          <ul>
            {addOns.map((addOn) => (
              <li key={addOn.name}>
                <span className="add-on-name">{addOn.name}</span>
                <span className="add-on-price">{formatKronor(addOn.price)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {footnote && <SectionNote>{footnote}</SectionNote>}
    </Section>
  );
}

function PackageCard({ pkg, action, popularLabel, fromLabel }: { pkg: PricePackage; action: Action; popularLabel: string; fromLabel: string }) {
  const popular = pkg.popular === true;
  // "35 000 kr/mån" (formatPrice), split only so the amount can be larger than the unit.
  const price = formatPrice(pkg.price, pkg.unit);
  const amount = formatKronor(pkg.price);
  const unit = price.slice(amount.length);
  return (
    <li data-popular={popular ? '' : undefined} className={popular ? 'card package package-popular' : 'card package'}>
      {popular && (
        <p className="package-label">
          <SvgIcon name="Star" className="icon-sm" />
          {popularLabel}
        </p>
      )}
      <h3>{pkg.name}</h3>
      <p className="package-text">{pkg.description}</p>
      <div>
        <p className="package-price">
          <span className="package-from">{fromLabel}</span>{' '}
          <span data-price="">
            <span className="package-amount">{amount}</span>
            {/* Where the unit may go below the amount: "kr/timme" offers no break of its own (docs/decisions.md 174). */}
            <wbr />
            <span className="package-unit">{unit}</span>
          </span>
        </p>
        <p className="package-hours small">
          <SvgIcon name="AccessTime" className="icon-sm" />
          {pkg.hours}
        </p>
      </div>
      <div className="package-features">
        <CheckList items={pkg.features} size="small" />
      </div>
      <p className="package-ideal small">{pkg.ideal}</p>
      <ActionButton action={{ ...action, variant: popular ? 'primary' : 'secondary' }} context={pkg.name} />
    </li>
  );
}
