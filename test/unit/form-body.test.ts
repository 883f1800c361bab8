import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { signupBody } from '../../functions/contract/routes/mailing-list';
import { formFields } from '../../functions/lib/form-body';

/** A form post's fields, read into the route's body schema (functions/http/route-handler.ts). */
const schema = z.strictObject({
  email: z.string(),
  tags: z.array(z.string()).optional(),
  agree: z.boolean().default(false),
  note: z.string().trim().pipe(z.string().max(5)).nullable().optional(),
});
const read = (form: string) => formFields(new URLSearchParams(form), schema);

describe('formFields', () => {
  it('gives a list field every value sent under its name, even one', () => {
    expect(read('email=a%40b.example&tags=x&tags=y')).toEqual({ email: 'a@b.example', tags: ['x', 'y'] });
    expect(schema.parse(read('email=a&tags=x')).tags).toEqual(['x']);
  });

  it('reads a ticked box of a yes/no field as true, and an explicit no as false', () => {
    expect(schema.parse(read('email=a&agree=on')).agree).toBe(true);
    expect(schema.parse(read('email=a&agree=false')).agree).toBe(false);
    expect(schema.parse(read('email=a')).agree).toBe(false);
    expect(schema.safeParse(read('email=a&agree=maybe')).success).toBe(false);
  });

  it('refuses a text field sent twice instead of keeping one of them', () => {
    expect(schema.safeParse(read('email=a&email=b')).success).toBe(false);
    expect(schema.safeParse(read('email=a&note=x&note=y')).success).toBe(false);
  });

  it('reads the sign-up forms as the sign-up route takes them', () => {
    const body = signupBody.parse(
      formFields(
        new URLSearchParams('source=dream_team&name=&email=ann%40example.com&website=&role=reviewer'),
        signupBody,
      ),
    );
    expect(body).toEqual({ source: 'dream_team', name: '', email: 'ann@example.com', website: '', role: 'reviewer' });
  });
});
