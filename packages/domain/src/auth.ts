import { z } from 'zod';
import { FULL_NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { RoleSchema } from './access/index.ts';

// Trim before the format check so a pasted address with stray spaces is accepted.
export const EmailSchema = z.string().trim().toLowerCase().pipe(z.email({ error: M.email }));
export const PasswordSchema = z.string().min(PASSWORD_MIN_LENGTH, { error: M.password });

export const SignInSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
});
export type SignInInput = z.infer<typeof SignInSchema>;

export const SignUpSchema = z
  .object({
    fullName: z.string().trim().min(FULL_NAME_MIN_LENGTH, { error: M.fullName }),
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, { error: M.confirmPassword }),
    role: RoleSchema.default('user'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: M.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type SignUpInput = z.input<typeof SignUpSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export const ResetPasswordSchema = z
  .object({
    password: PasswordSchema,
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, { error: M.confirmPassword }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: M.passwordsDontMatch,
    path: ['confirmPassword'],
  });
