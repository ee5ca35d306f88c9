// The way from a master's list to the import page, with that master chosen.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link as RouterLink } from 'react-router-dom';

export function ImportButton({ entity }: { entity: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <Button size="small" variant="outlined" startIcon={<UploadFileIcon />} component={RouterLink} to={`/import?entity=${entity}`}>
        Import
      </Button>
    </Box>
  );
}
