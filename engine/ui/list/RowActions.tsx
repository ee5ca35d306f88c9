import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { Row } from '../api.ts';

export const ACTIONS_COL_ID = '__actions';

export type RowActionsContext = { onDelete: (row: Row) => void };

/** The per-row actions cell (delete); row clicks elsewhere open the record. */
export function RowActions(props: CustomCellRendererProps<Row>) {
  const { data, context } = props;
  if (!data) return null;
  const { onDelete } = context as RowActionsContext;
  return (
    <Tooltip title="Delete">
      <IconButton size="small" aria-label="Delete" color="error" onClick={() => onDelete(data)}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
