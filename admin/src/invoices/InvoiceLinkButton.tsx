import { Link } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { adminPath } from '../paths';
import { INVOICE_LINK } from './invoiceLink';

/** On the sale screen: its invoice and credit notes, to re-print (documents are never edited). */
export function InvoiceLinkButton({ saleId }: { saleId: string }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        variant="outlined"
        size="small"
        component={Link}
        to={adminPath(`/invoices/sale/${saleId}`)}
        startIcon={<ReceiptIcon />}
        data-testid="sale-invoice-link"
      >
        {INVOICE_LINK}
      </Button>
    </Box>
  );
}
