/**
 * The inbox's rows: a table from the `md` breakpoint, a list of cards on a phone (390 px), each
 * with kind, urgency, service, company, person, status and time in Swedish.
 */
import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LeadChips } from '../lead-chips';
import { formatDateTime } from '../texts';
import type { LeadSummary } from '../types';

const title = (lead: LeadSummary) => lead.company ?? lead.person ?? `Förfrågan ${lead.id}`;

/** From the `md` breakpoint: one row a lead, an unread one in bold. */
function LeadTable({ leads }: { leads: LeadSummary[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Förfrågningar, nyaste först">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Mottagen</TableCell>
            <TableCell scope="col">Företag</TableCell>
            <TableCell scope="col">Person</TableCell>
            <TableCell scope="col">Typ</TableCell>
            <TableCell scope="col">Tjänst</TableCell>
            <TableCell scope="col">Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {leads.map((lead) => (
            <TableRow key={lead.id} hover sx={lead.unread ? { '& td': { fontWeight: 600 } } : undefined}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(lead.createdAt)}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={`/leads/${lead.id}`}>
                  {title(lead)}
                </Link>
              </TableCell>
              <TableCell>{lead.person ?? '–'}</TableCell>
              <TableCell>{lead.kindLabel}</TableCell>
              <TableCell>{lead.service ?? '–'}</TableCell>
              <TableCell>
                <LeadChips lead={lead} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On a phone: a card a lead, the whole card the link. */
function LeadCards({ leads }: { leads: LeadSummary[] }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Förfrågningar, nyaste först">
      {leads.map((lead) => (
        <li key={lead.id}>
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={`/leads/${lead.id}`}>
              <CardContent>
                <Typography component="p" sx={{ fontWeight: lead.unread ? 700 : 600 }}>
                  {title(lead)}
                </Typography>
                <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                  {[lead.person, lead.kindLabel, lead.service].filter(Boolean).join(' · ')}
                  <br />
                  {formatDateTime(lead.createdAt)}
                </Typography>
                <LeadChips lead={lead} />
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

export function LeadList({ leads }: { leads: LeadSummary[] }) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  return wide ? <LeadTable leads={leads} /> : <LeadCards leads={leads} />;
}
