import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { BookingFormBlock } from '../../content/schema-types.generated';
import { SelectInput, TextArea, TextInput, type SelectOption } from '../../ui/form-fields';
import { Section } from '../../ui/section';

/**
 * The booking form's choices (SPEC §3). The values are what the lead endpoint receives and what
 * ?amne= / ?bradskande= links preselect, so they must not change when the wording does.
 */
export const bookingOptions = {
  meetingFormat: [
    { value: 'video', label: 'Videomöte' },
    { value: 'physical', label: 'Fysiskt möte' },
    { value: 'phone', label: 'Telefonmöte' },
  ],
  preferredTime: [
    { value: 'morning', label: 'Förmiddag (09:00–12:00)' },
    { value: 'afternoon', label: 'Eftermiddag (13:00–16:00)' },
    { value: 'evening', label: 'Kväll (16:00–18:00)' },
    { value: 'flexible', label: 'Flexibel' },
  ],
  urgency: [
    { value: 'asap', label: 'Så snart som möjligt' },
    { value: 'week', label: 'Inom en vecka' },
    { value: 'month', label: 'Inom en månad' },
    { value: 'flexible', label: 'Ingen brådska' },
  ],
  revenue: [
    { value: '0-5', label: 'Under 5 MSEK' },
    { value: '5-15', label: '5–15 MSEK' },
    { value: '15-30', label: '15–30 MSEK' },
    { value: '30-50', label: '30–50 MSEK' },
    { value: '50-100', label: '50–100 MSEK' },
    { value: '100+', label: 'Över 100 MSEK' },
  ],
  topic: [
    { value: 'interim-cfo', label: 'Interim CFO' },
    { value: 'financial-analysis', label: 'Finansiell analys' },
    { value: 'budgeting', label: 'Budget och prognos' },
    { value: 'investment', label: 'Investeringar' },
    { value: 'due-diligence', label: 'Due diligence' },
    { value: 'valuation', label: 'Företagsvärdering' },
    { value: 'reporting', label: 'Rapportering' },
    { value: 'other', label: 'Annat' },
  ],
} as const satisfies Record<string, readonly SelectOption[]>;

/**
 * Query parameter → field to preselect (DECISIONS.md 5: /boka-mote?amne=…, ?bradskande=asap).
 * Static HTML cannot read the query string; the client script reads this attribute and does it.
 */
const preselect = JSON.stringify({ amne: 'topic', bradskande: 'urgency' });

/**
 * The booking request form (SPEC §3, §5): a plain POST to the lead endpoint that works without
 * JavaScript (DECISIONS.md 9–10). Required fields carry the `required` attribute and a visible *.
 */
export function BookingBlock({ id = 'bokning', heading, intro }: BookingFormBlock) {
  const field = (name: string) => `${id}-${name}`;

  return (
    <Section id={id} heading={heading} intro={intro} tone="tinted">
      <Box
        component="form"
        method="post"
        action="/api/leads"
        aria-label={heading}
        data-preselect={preselect}
        sx={{
          maxWidth: '56rem',
          p: { xs: 3, sm: 4, md: 5 },
          bgcolor: 'background.paper',
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 3,
        }}
      >
        <input type="hidden" name="kind" value="booking" />
        <Typography variant="body2" sx={{ mt: 0, mb: 3, color: 'text.secondary' }}>
          Fält markerade med{' '}
          <Box component="span" sx={{ color: 'error.dark', fontWeight: 600 }}>
            *
          </Box>{' '}
          är obligatoriska.
        </Typography>

        <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TextInput id={field('company')} name="company" label="Företag" required autoComplete="organization" />
          <TextInput id={field('name')} name="name" label="Namn" required autoComplete="name" />
          <TextInput id={field('email')} name="email" label="E-post" type="email" required autoComplete="email" />
          <TextInput id={field('phone')} name="phone" label="Telefon" type="tel" required autoComplete="tel" />
          <SelectInput
            id={field('meetingFormat')}
            name="meetingFormat"
            label="Mötesform"
            required
            placeholder="Välj mötesform"
            options={bookingOptions.meetingFormat}
          />
          <SelectInput
            id={field('preferredTime')}
            name="preferredTime"
            label="Önskad tid"
            placeholder="Välj tid på dagen"
            options={bookingOptions.preferredTime}
          />
          <SelectInput
            id={field('urgency')}
            name="urgency"
            label="Hur brådskande är det?"
            placeholder="Välj hur brådskande"
            options={bookingOptions.urgency}
          />
          <SelectInput
            id={field('revenue')}
            name="revenue"
            label="Årsomsättning"
            required
            placeholder="Välj omsättning"
            options={bookingOptions.revenue}
          />
          <SelectInput
            id={field('topic')}
            name="topic"
            label="Vad vill ni prata om?"
            placeholder="Välj ämne"
            options={bookingOptions.topic}
            wide
          />
          <TextArea id={field('message')} name="message" label="Meddelande" rows={4} wide />
        </Box>

        <Button type="submit" variant="contained" size="large" sx={{ mt: 4, px: 4, minHeight: 48 }}>
          Skicka bokningsförfrågan
        </Button>
      </Box>
    </Section>
  );
}
