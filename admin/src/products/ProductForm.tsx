import type { ComponentProps, ReactNode } from 'react';
import { Form } from 'react-admin';
import { Card, CardContent, Stack } from '@mui/material';
import { ProductFields } from './ProductFields';
import { validateProduct, type ProductValues } from './validateProduct';

/** The product form of the create and edit screens: the product's fields checked by its rules, then the screen's own cards. */
export function ProductForm({
  screen,
  defaultValues,
  onSubmit,
  children,
}: {
  screen: 'create' | 'edit';
  defaultValues: ComponentProps<typeof Form>['defaultValues'];
  onSubmit: ComponentProps<typeof Form>['onSubmit'];
  children: ReactNode;
}) {
  return (
    <Form defaultValues={defaultValues} validate={(v) => validateProduct(v as ProductValues)} onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <ProductFields screen={screen} />
          </CardContent>
        </Card>
        {children}
      </Stack>
    </Form>
  );
}
