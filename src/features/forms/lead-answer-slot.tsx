import Box from '@mui/material/Box';
import { hooks } from '../../lead-form/contract';
import { StaticCss } from '../../render/static-css';
import leadAnswerCss from './lead-answer.css?inline';
import leadFormsCss from './lead-forms.css?inline';

/**
 * The declared slot of the lead server's answer pages (src/lead-form/contract.ts `answerSlot`):
 * empty in the built page; the server puts a heading and, for a plain post, the form again or a
 * confirmation step into it (server/leads/answer-page.ts). Its stylesheet styles that markup.
 */
export function LeadAnswerSlot() {
  return (
    <Box sx={{ maxWidth: '56rem', mx: 'auto', px: { xs: 2.5, sm: 4 }, py: { xs: 5, md: 8 } }}>
      <StaticCss css={leadAnswerCss} />
      <StaticCss css={leadFormsCss} />
      <div {...{ [hooks.slot]: '' }} />
    </Box>
  );
}
