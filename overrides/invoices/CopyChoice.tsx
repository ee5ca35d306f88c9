// Which copy is printed (rule 48(1) CGST Rules: a goods invoice in triplicate, "Original for Recipient",
// "Duplicate for Transporter", "Triplicate for Supplier"; rule 55 likewise for a challan): chosen in the
// print toolbar, marked top right on the paper and on the server's PDF.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export function CopyChoice({ copies, value, onChange }: { copies: string[]; value: string; onChange: (copy: string) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Copy"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: { xs: 128, md: 200 }, flexShrink: 0 }}
      slotProps={{ select: { renderValue: (chosen) => String(chosen).split(' ')[0] } }}
    >
      {copies.map((copy) => (
        <MenuItem key={copy} value={copy}>
          {copy}
        </MenuItem>
      ))}
    </TextField>
  );
}
