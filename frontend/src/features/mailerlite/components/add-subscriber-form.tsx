import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonStyles } from '@frontend/components/buttons';
import { StatusText } from '@frontend/components/status-text';
import { toast } from '@frontend/components/toast';
import { addMailerLiteSubscriber, messageOf } from '../api';
import { mailerLiteText } from '../texts';
import { inputClass, subHeading } from './styles';

const text = mailerLiteText.add;

/** Adds one address to the Voracious Readers group in MailerLite. */
export function AddSubscriberForm() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const add = useMutation({
    mutationFn: addMailerLiteSubscriber,
    onSuccess: (reply) => {
      toast(mailerLiteText.toasts.added(reply.email));
      setEmail('');
    },
    onError: (error) =>
      toast({
        title: mailerLiteText.toasts.addFailed,
        description: messageOf(error, mailerLiteText.toasts.addFailedFallback),
        variant: 'destructive',
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    setMissing(!value);
    if (!value) {
      inputRef.current?.focus();
      return;
    }
    add.mutate(value);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <h4 className={subHeading}>{text.heading}</h4>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-parchment-200">
            {text.label}
          </label>
          <input
            ref={inputRef}
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={text.placeholder}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
            className={inputClass}
          />
        </div>
        <button type="submit" disabled={add.isPending} className={`${buttonStyles.secondary} disabled:opacity-60`}>
          {add.isPending ? text.busy : text.button}
        </button>
      </div>
      <div aria-live="polite" className="text-sm">
        {missing ? (
          <p id={`${id}-error`}>
            <StatusText tone="error">{text.required}</StatusText>
          </p>
        ) : add.isError ? (
          <StatusText tone="error">
            <strong>{mailerLiteText.toasts.addFailed}:</strong>{' '}
            {messageOf(add.error, mailerLiteText.toasts.addFailedFallback)}
          </StatusText>
        ) : add.isSuccess ? (
          <StatusText tone="success">{text.added(add.data.email)}</StatusText>
        ) : null}
      </div>
    </form>
  );
}
