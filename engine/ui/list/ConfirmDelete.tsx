import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export type ConfirmDeleteProps = {
  open: boolean;
  /** What is being deleted, as a person would name it ("Vehicle 'MH12AB1234'"). */
  what: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function ConfirmDelete({ open, what, busy, onCancel, onConfirm }: ConfirmDeleteProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">Delete?</DialogTitle>
      <DialogContent>
        <DialogContentText>Delete {what}? This cannot be undone.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
