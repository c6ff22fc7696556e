import { Button, type ButtonProps } from '@mui/material';
import { useFormState } from 'react-hook-form';

/** A form's submit button: disabled while the form is on its way, and saying so (`busyLabel`). */
export function FormSubmitButton({
  label,
  busyLabel,
  disabled = false,
  ...button
}: { label: string; busyLabel: string; disabled?: boolean } & Omit<ButtonProps, 'type' | 'children' | 'disabled'>) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={disabled || isSubmitting} {...button}>
      {isSubmitting ? busyLabel : label}
    </Button>
  );
}
