import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm, type LoginAttempt } from './login-form';

const answer = (attempt: LoginAttempt) => fn(async (_username: string, _password: string): Promise<LoginAttempt> => attempt);

const meta = {
  title: 'Features/Login/LoginForm',
  component: LoginForm,
  args: {
    onSubmit: answer({ ok: true }),
    resetPasswordHref: 'https://example.org/reset',
  },
  decorators: [(Story) => <div className="max-w-md p-4">{Story()}</div>],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const MissingFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Enter your username.')).toBeVisible();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
    await expect(canvas.getByLabelText('Username')).toHaveFocus();
    await expect(canvas.getByLabelText('Username')).toHaveAccessibleDescription('Enter your username.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  args: { onSubmit: answer({ ok: false, code: 'A333' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'librarian@demo.edu');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('librarian@demo.edu', 'wrong');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The username or password you entered is incorrect.');
    await expect(within(alert).getByRole('link', { name: 'reset your password' })).toHaveAttribute('href', 'https://example.org/reset');
    await expect(canvas.getByLabelText('Password')).toHaveValue('wrong');
  },
};

export const NonAdmin: Story = {
  args: { initialErrorCode: 'nonAdmin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This account does not have permission to access this site. Please change accounts.',
    );
  },
};

export const NetworkFailure: Story = {
  args: { onSubmit: answer({ ok: false, code: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'a@b.edu');
    await userEvent.type(canvas.getByLabelText('Password'), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('There was a problem completing your request...');
  },
};
