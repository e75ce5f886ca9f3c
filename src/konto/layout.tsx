/**
 * The frame of every signed-in view: the firm's name, the navigation (the admin's views only for
 * admins — the server refuses others anyway), signing out here or everywhere, and <main>.
 */
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, NavLink, useNavigate } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { api, messageOf } from './api';
import { brand } from './brand';
import { ErrorAlert } from './feedback';
import { canSeeLeads, mayEdit, useSession } from './session';
import { texts } from './texts';
import type { Me } from './types';

/** Who sees a link: partners and admins the leads, editors and admins the page editor, admins their own, everyone their sign-in. */
const navLinks = [
  { to: '/', label: 'Inkorg', for: 'leads' },
  { to: '/person', label: 'Personuppgifter', for: 'leads' },
  { to: '/tider', label: 'Mina tider', for: 'leads' },
  { to: '/redigera', label: 'Redigera sidor', for: 'pages' },
  { to: '/konton', label: 'Konton', for: 'admin' },
  { to: '/logg', label: 'Logg', for: 'admin' },
  { to: '/nycklar', label: 'Nycklar', for: 'everyone' },
] as const;

/** Signing out here or everywhere; which one is under way, for its button's words. */
function useSignOut() {
  const { end } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'here' | 'everywhere' | undefined>();
  const [error, setError] = useState<string>();

  const signOut = async (everywhere: boolean) => {
    setBusy(everywhere ? 'everywhere' : 'here');
    setError(undefined);
    try {
      const answer = await api<{ ended?: number }>(everywhere ? '/logga-ut-overallt' : '/logga-ut', { method: 'POST' });
      end(everywhere ? texts.signedOutEverywhere(answer.ended ?? 0) : texts.signedOut);
      navigate('/logga-in');
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(undefined);
    }
  };
  return { busy, error, signOut };
}

function WorkspaceNav({ me }: { me: Me | null | undefined }) {
  const links = navLinks.filter((link) =>
    link.for === 'everyone' ? true : link.for === 'admin' ? me?.role === 'admin' : link.for === 'pages' ? mayEdit(me) : canSeeLeads(me),
  );
  return (
    <Box component="nav" aria-label="Arbetsytan" sx={{ px: 2, pb: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {links.map((link) => (
        <Button
          key={link.to}
          component={NavLink}
          to={link.to}
          end
          color="inherit"
          sx={{ '&.active': { textDecoration: 'underline', textUnderlineOffset: '4px' } }}
        >
          {link.label}
        </Button>
      ))}
    </Box>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { me } = useSession();
  const { busy, error, signOut } = useSignOut();
  return (
    <>
      <Link href="#innehall" sx={{ position: 'absolute', left: 8, top: -48, zIndex: 2000, p: 1, bgcolor: 'background.paper', '&:focus': { top: 8 } }}>
        Hoppa till innehållet
      </Link>
      <AppBar position="static" elevation={0} component="header">
        <Toolbar sx={{ flexWrap: 'wrap', gap: 1, py: 1 }}>
          <Typography component="p" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {brand()} · {texts.workspace}
          </Typography>
          {/* A flex item's least width is its longest word: a long address would widen a phone's page. */}
          <Typography component="p" variant="body2" sx={{ color: 'inherit', minWidth: 0, overflowWrap: 'anywhere' }}>
            {me?.email}
          </Typography>
          <Button color="inherit" variant="outlined" onClick={() => void signOut(false)} disabled={busy !== undefined}>
            {busy === 'here' ? 'Loggar ut …' : 'Logga ut'}
          </Button>
          <Button color="inherit" variant="outlined" onClick={() => void signOut(true)} disabled={busy !== undefined}>
            {busy === 'everywhere' ? 'Loggar ut …' : 'Logga ut överallt'}
          </Button>
        </Toolbar>
        <WorkspaceNav me={me} />
      </AppBar>
      <Container component="main" id="innehall" tabIndex={-1} maxWidth="lg" sx={{ py: 3, outline: 'none' }}>
        <ErrorAlert message={error} />
        {children}
      </Container>
    </>
  );
}

/** A link inside the workspace, styled as MUI's. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}
