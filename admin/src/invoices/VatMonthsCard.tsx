import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadFile, invoicesCalls } from './invoicesApi';

const TEXTS = {
  title: 'VAT per month · ضريبة القيمة المضافة شهريًا',
  month: 'Month',
  docs: 'Invoices / credit notes',
  net: 'Net sales (SAR)',
  vat: 'VAT (SAR)',
  gross: 'Total incl. VAT (SAR)',
  csv: 'Download CSV for the VAT return',
} as const;

/** On the analytics screen, once any invoice exists: invoices less credit notes per month, and the accountant's CSV. */
export function VatMonthsCard() {
  const { data } = useQuery({ queryKey: ['vatMonthly'], queryFn: () => invoicesCalls.vatMonthly() });
  if (!data?.length) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="vat-months">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h3">
            {TEXTS.title}
          </Typography>
          <Button size="small" startIcon={<DownloadIcon />} onClick={() => void downloadFile('/invoices/vat-monthly.csv', 'vat-by-month.csv')}>
            {TEXTS.csv}
          </Button>
        </Box>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {[TEXTS.month, TEXTS.docs, TEXTS.net, TEXTS.vat, TEXTS.gross].map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((m) => (
                <TableRow key={m.month}>
                  <TableCell>{m.month}</TableCell>
                  <TableCell>
                    {m.invoices} / {m.creditNotes}
                  </TableCell>
                  <TableCell>{m.net}</TableCell>
                  <TableCell>{m.vat}</TableCell>
                  <TableCell>{m.gross}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
}
