// The HTTP API contract (docs/api.md): zod schemas shared by server and client, and the types they infer.
import { z } from 'zod';
import { DEFAULT_CATEGORY, limits } from './constants.js';
import { normalizeKeywords } from './keywords.js';
import { messages } from './messages.js';

const text = (max: number) =>
  z
    .string({ error: messages.invalidData })
    .trim()
    .max(max, { error: `Must be at most ${max} characters` });
const requiredText = (max: number) => text(max).min(1, { error: messages.invalidData });

/** A category name; 'all' is reserved because it means "every category" in filters (spec §4). */
export const categoryNameSchema = requiredText(limits.categoryLength).refine(
  (name) => name.toLowerCase() !== DEFAULT_CATEGORY,
  { error: `"${DEFAULT_CATEGORY}" is reserved: it means every category` },
);

export const httpUrlSchema = z
  .string({ error: messages.invalidUrl })
  .trim()
  .min(1, { error: messages.invalidUrl })
  .max(limits.urlLength, { error: `URL must be at most ${limits.urlLength} characters` })
  .refine(isHttpUrl, { error: messages.invalidUrl });

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Keywords as an array or a comma string; normalised to a clean list. */
export const keywordsInputSchema = z
  .union([z.string(), z.array(z.string())], { error: messages.invalidData })
  .transform((value) => normalizeKeywords(value))
  .refine((list) => list.length <= limits.keywordCount, { error: `At most ${limits.keywordCount} keywords` })
  .refine((list) => list.every((k) => k.length <= limits.keywordLength), {
    error: `A keyword must be at most ${limits.keywordLength} characters`,
  });

export const toolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  icon: z.string().nullable(),
  snapshot: z.string().nullable(),
  category: z.string(),
  categoryId: z.number().int(),
  keywords: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tool = z.infer<typeof toolSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

const optionalText = (max: number) => text(max).optional().nullable();

export const createToolInputSchema = z.object(
  {
    data: z.object(
      {
        name: requiredText(limits.nameLength),
        url: httpUrlSchema,
        category: categoryNameSchema,
        keywords: keywordsInputSchema.refine((list) => list.length > 0, { error: messages.invalidData }),
        description: optionalText(limits.descriptionLength),
        title: optionalText(limits.titleLength),
        image: optionalText(limits.urlLength),
        img: optionalText(limits.urlLength),
        icon: optionalText(limits.urlLength),
      },
      { error: messages.invalidData },
    ),
  },
  { error: messages.invalidData },
);
export type CreateToolInput = z.infer<typeof createToolInputSchema>['data'];

export const updateToolInputSchema = z
  .object(
    {
      name: requiredText(limits.nameLength).optional(),
      url: httpUrlSchema.optional(),
      category: categoryNameSchema.optional(),
      keywords: keywordsInputSchema.optional(),
      description: text(limits.descriptionLength).optional(),
      title: text(limits.titleLength).optional(),
    },
    { error: messages.invalidData },
  )
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), { error: messages.invalidData });
export type UpdateToolInput = z.infer<typeof updateToolInputSchema>;

export const listToolsQuerySchema = z.object({
  q: z.string().trim().max(limits.searchLength).optional(),
  category: z.string().trim().max(limits.categoryLength).optional(),
  limit: z.coerce.number().int().min(1).max(limits.pageMax).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type ListToolsQuery = z.infer<typeof listToolsQuerySchema>;

export const toolListSchema = z.object({ tools: z.array(toolSchema), total: z.number().int() });
export type ToolList = z.infer<typeof toolListSchema>;

export const createCategoryInputSchema = z.object(
  { data: z.object({ name: categoryNameSchema }, { error: messages.invalidData }) },
  { error: messages.invalidData },
);

export const usernameSchema = z
  .string({ error: messages.invalidCredentials })
  .min(limits.usernameMin, {
    error: `Username must be ${limits.usernameMin}–${limits.usernameMax} characters`,
  })
  .max(limits.usernameMax, {
    error: `Username must be ${limits.usernameMin}–${limits.usernameMax} characters`,
  })
  .regex(/^[A-Za-z0-9._-]+$/, { error: 'Username may use letters, digits, ".", "_" and "-" only' });

export const passwordSchema = z
  .string({ error: messages.invalidCredentials })
  .min(limits.passwordMin, { error: `Password must be at least ${limits.passwordMin} characters` })
  .max(limits.passwordMax, { error: `Password must be at most ${limits.passwordMax} characters` });

export const signupInputSchema = z.object(
  {
    name: requiredText(limits.personNameLength),
    username: usernameSchema,
    email: z.email({ error: 'Please provide a valid email' }).max(limits.emailLength),
    password: passwordSchema,
  },
  { error: messages.invalidCredentials },
);
export type SignupInput = z.infer<typeof signupInputSchema>;

export const signinInputSchema = z.object(
  {
    username: z
      .string({ error: messages.invalidCredentials })
      .min(1, { error: messages.invalidCredentials })
      .max(limits.usernameMax * 4),
    password: z
      .string({ error: messages.invalidCredentials })
      .min(1, { error: messages.invalidCredentials })
      .max(limits.passwordMax * 4),
  },
  { error: messages.invalidCredentials },
);
export type SigninInput = z.infer<typeof signinInputSchema>;

export const sessionSchema = z.object({
  token: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

export const meSchema = z.object({ username: z.string(), email: z.string(), name: z.string() });
export type Me = z.infer<typeof meSchema>;

export const messageSchema = z.object({ message: z.string() });

export const errorSchema = z.object({ statusCode: z.number(), error: z.string(), message: z.string() });
export type ApiError = z.infer<typeof errorSchema>;

export const metadataInputSchema = z.object({
  url: httpUrlSchema,
  title: z.string().trim().max(limits.titleLength).optional(),
});

export const linkMetadataSchema = z.object({
  url: z.string(),
  title: z.string(),
  description: z.string(),
  img: z.string(),
  icon: z.string(),
  keywords: z.array(z.string()),
});
export type LinkMetadata = z.infer<typeof linkMetadataSchema>;
