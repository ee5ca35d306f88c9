import Box from '@mui/material/Box';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/**
 * Lays a record's fields out in as many columns as fit (one on a phone, two or three on a desktop).
 * Fields whose ui:options say fullWidth (textareas) take a whole row.
 */
export function FieldGrid({ properties, uiSchema }: ObjectFieldTemplateProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
        columnGap: 2,
        rowGap: 2.5,
        pt: 1,
      }}
    >
      {properties.map((element) => {
        if (element.hidden) return <Box key={element.name} sx={{ display: 'none' }}>{element.content}</Box>;
        const fieldUi = (uiSchema?.[element.name] ?? {}) as { 'ui:options'?: { fullWidth?: boolean } };
        const full = fieldUi['ui:options']?.fullWidth === true;
        return (
          <Box key={element.name} sx={full ? { gridColumn: '1 / -1' } : undefined}>
            {element.content}
          </Box>
        );
      })}
    </Box>
  );
}
