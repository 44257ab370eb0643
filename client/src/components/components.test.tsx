import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Badge } from './Badge';
import { Button } from './Button';
import { Card } from './Card';
import { Field } from './Field';
import { FormDialogActions } from './FormDialogActions';

afterEach(cleanup);

describe('Button', () => {
  it('renders a type="button" with the shared classes and forwards its props', () => {
    const onClick = vi.fn();
    render(
      <Button variant="secondary" size="small" className="extra" aria-pressed="true" onClick={onClick}>
        Edit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Edit' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('button secondary small extra');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    button.click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is a plain .button for primary, and submits when asked', () => {
    render(<Button type="submit">Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.className).toBe('button');
    expect(button.getAttribute('type')).toBe('submit');
  });
});

describe('FormDialogActions', () => {
  it('cancels, and submits the named form, showing the busy label and refusing a second click while sending', () => {
    const onCancel = vi.fn();
    const actions = (busy: boolean) => (
      <FormDialogActions formId="f" submitLabel="Save" busyLabel="Saving…" busy={busy} onCancel={onCancel} />
    );
    const { rerender } = render(actions(false));
    screen.getByRole('button', { name: 'Cancel' }).click();
    expect(onCancel).toHaveBeenCalledOnce();
    const submit = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(submit.getAttribute('type')).toBe('submit');
    expect(submit.getAttribute('form')).toBe('f');
    rerender(actions(true));
    const sending = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
  });
});

describe('Field', () => {
  it('names the control by its label and ties the hint and error to it', () => {
    render(
      <Field label="Password" hint="At least 8 characters." error="Too short.">
        <input type="password" />
      </Field>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['At least 8 characters.', 'Too short.']);
  });

  it('leaves aria-invalid and aria-describedby off without a hint or error', () => {
    render(
      <Field label="Email">
        <input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('Card and Badge', () => {
  it('gives the card its accessible name and the badge its tone', () => {
    render(
      <Card className="track-card" label="Night Drive">
        <Badge tone="warning" strong>
          urgent priority
        </Badge>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Night Drive' });
    expect(card.className).toBe('card track-card');
    const badge = screen.getByText('urgent priority');
    expect(badge.dataset.tone).toBe('warning');
    expect(badge.className).toBe('badge strong');
  });
});
