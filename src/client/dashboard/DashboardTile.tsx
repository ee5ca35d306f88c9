// One figure on the dashboard: its title, the amount, what it counts, and a link to the report behind
// it (the whole upper part of the card). Lines below may link to reports of their own.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Tile } from './tiles.ts';

export function DashboardTile({ tile }: { tile: Tile }) {
  return (
    <Card variant="outlined" data-tile={tile.key} sx={{ display: 'flex', flexDirection: 'column', borderColor: tile.warn ? 'warning.main' : undefined }}>
      <CardActionArea component={RouterLink} to={tile.link} sx={{ px: 2, py: 1.5, flexGrow: tile.lines.length ? 0 : 1, display: 'block' }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {tile.title}
        </Typography>
        <Typography component="p" variant="h5" data-figure sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
          {tile.value}
        </Typography>
        {tile.caption && (
          <Typography variant="caption" color="text.secondary">
            {tile.caption}
          </Typography>
        )}
      </CardActionArea>
      {tile.lines.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 2, pt: 0, pb: 1.5, display: 'grid', gap: 0.25 }}>
          {tile.lines.map((line) => (
            <Box component="li" key={line.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, typography: 'body2' }}>
              {line.link ? (
                <Link component={RouterLink} to={line.link} underline="hover" color="inherit">
                  {line.label}
                </Link>
              ) : (
                <span>{line.label}</span>
              )}
              <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {line.value}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
