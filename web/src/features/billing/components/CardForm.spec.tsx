import { screen, waitFor } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { CardForm } from './CardForm';

jest.mock('../stripe-js', () => ({
  loadStripe: jest.fn(async () => ({
    elements: () => ({ create: () => ({ mount: () => undefined, unmount: () => undefined }) }),
    createToken: async () => ({ token: { id: 'tok_visa' } }),
  })),
}));

describe('card form', () => {
  it("shows the server's refusal of the ZIP code under ZIP code, not above the button, until it is edited", async () => {
    const message = 'Too small: expected string to have >=3 characters';
    mockApi({ 'POST /api/billing/addPaymentMethod': fieldRefusal('billingAddress.postalCode', message) });
    const { user } = renderWithProviders(
      <CardForm stripe={{ publishableKey: 'pk_test_1', jsUrl: 'https://js.stripe.test/v3' }} />,
    );
    await user.type(screen.getByLabelText('Address'), '1 Court St');
    await user.type(screen.getByLabelText('City'), 'Springfield');
    const zip = screen.getByLabelText('ZIP code');
    await user.type(zip, '1');
    const save = screen.getByRole('button', { name: 'Save card' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The request was invalid.')).toBeNull();

    await user.type(zip, '2345');
    expect(screen.queryByText(message)).toBeNull();
  });
});
