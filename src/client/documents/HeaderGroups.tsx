// Header fields sharing an `x-ui.group` (the transport and e-way bill details ...), each group a section
// that folds away under its heading: open when any of its fields is filled (or refused by the server),
// closed otherwise, so a bill that travels by hand keeps a short form.
import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { observer } from 'mobx-react-lite';
import { formatDayFirst } from '../../../engine/ui/format.ts';
import type { DocumentStore } from './DocumentStore.ts';
import { HeaderField } from './HeaderFields.tsx';

type Group = { title: string; fields: string[] };

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';
/** A field someone typed: filled, and not just its default (a challan's purpose). */
const typed = (store: DocumentStore, name: string) => filled(store.header[name]) && store.header[name] !== store.schema.properties[name]?.default;

export const HeaderGroups = observer(function HeaderGroups({ store, groups }: { store: DocumentStore; groups: Group[] }) {
  return (
    <>
      {groups.map((group) => (
        <HeaderGroup key={group.title} store={store} group={group} />
      ))}
    </>
  );
});

const HeaderGroup = observer(function HeaderGroup({ store, group }: { store: DocumentStore; group: Group }) {
  const [open, setOpen] = useState(() => group.fields.some((name) => typed(store, name)));
  // A field the server refused opens its section, so the message is seen.
  const refused = group.fields.some((name) => Boolean(store.headerErrors[name]));
  const id = `group-${group.title.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}`;
  // What the closed section holds, in a line: its filled values.
  const summary = group.fields
    .filter((name) => typed(store, name))
    .map((name) => (store.schema.properties[name]?.format === 'date' ? formatDayFirst(store.header[name]) : String(store.header[name])))
    .slice(0, 4)
    .join(' · ');
  return (
    <Accordion variant="outlined" disableGutters expanded={open || refused} onChange={(_, next) => setOpen(next)} slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {group.title}
          </Typography>
          {!open && !refused && summary && (
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {summary}
            </Typography>
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {group.fields.map((name) => (
            <Box key={name} sx={{ '&:empty': { display: 'none' } }}>
              <HeaderField store={store} name={name} />
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
});
