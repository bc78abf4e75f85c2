import { z } from '../zod.ts';
import { isoDateTimeSchema } from './common.ts';

/**
 * Photos and documents of a record (issue 20): an asset's pictures and warranty, a universality's, a
 * charge's invoice or a discharge's minute. Photos are re-encoded on upload (downscaled, turned as
 * the camera held them, their location and camera data dropped) with a thumbnail; PDFs are kept as
 * sent. Both live in the document store and are read through signed, expiring links.
 */
export const attachmentPaths = {
  /** GET the record's attachments; POST one file as the body. */
  list: '/attachments/:owner/:ownerId',
  /** PATCH the caption; DELETE. */
  item: '/attachments/:id',
  /** The first photo of each of a page of records, for a thumbnail column. */
  covers: '/attachments/covers',
  /** A phone of a recognition photographing an asset it found. */
  scanPhoto: '/recognition/scan/asset/:idAsset/photo',
} as const;

export const ATTACHMENT_OWNERS = ['asset', 'universality', 'movement'] as const;
export type AttachmentOwner = (typeof ATTACHMENT_OWNERS)[number];

/** A photo as a phone takes it, or a scanned PDF of a few pages. */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** The most attachments a record carries. */
export const ATTACHMENTS_PER_RECORD = 30;
/** The longest side of a stored photo and of its thumbnail, in pixels. */
export const PHOTO_MAX_SIDE = 2048;
export const THUMBNAIL_MAX_SIDE = 320;
/** A photo larger than this many pixels is refused before it is decoded (a decompression bomb). */
export const PHOTO_MAX_PIXELS = 100_000_000;
export const CAPTION_MAX_LENGTH = 200;
export const COVERS_MAX_RECORDS = 200;

export const attachmentOwnerSchema = z.enum(ATTACHMENT_OWNERS);

export const attachmentOwnerParamsSchema = z.object({
  owner: attachmentOwnerSchema,
  ownerId: z.coerce.number().int().positive(),
});

export const attachmentIdParamsSchema = z.object({ id: z.uuid() });

const captionSchema = z.string().trim().max(CAPTION_MAX_LENGTH, 'rules.tooLongText');

/** The file's name and an optional caption travel in the query: the body is the file itself. */
export const attachmentUploadQuerySchema = z.object({
  fileName: z.string().trim().min(1, 'rules.mandatory').max(255, 'rules.tooLongText'),
  caption: captionSchema.optional(),
});
export type AttachmentUploadQuery = z.infer<typeof attachmentUploadQuerySchema>;

export const attachmentCaptionSchema = z.object({ caption: captionSchema });

export const attachmentKindSchema = z.enum(['photo', 'pdf']);

export const attachmentSchema = z.object({
  id: z.uuid(),
  owner: attachmentOwnerSchema,
  ownerId: z.number().int(),
  kind: attachmentKindSchema,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** A photo's stored size in pixels; null for a PDF. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  caption: z.string(),
  createdAt: isoDateTimeSchema,
  createdBy: z.string(),
  /** The file, through a signed link that expires (a photo shows in the page, a PDF downloads). */
  url: z.string(),
  /** A photo's thumbnail through a signed link; null for a PDF. */
  thumbnailUrl: z.string().nullable(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentListSchema = z.object({ attachments: z.array(attachmentSchema) });
export type AttachmentList = z.infer<typeof attachmentListSchema>;

export const coversRequestSchema = z.object({
  owner: attachmentOwnerSchema,
  ownerIds: z.array(z.number().int().positive()).min(1).max(COVERS_MAX_RECORDS),
});
export type CoversRequest = z.infer<typeof coversRequestSchema>;

export const coverSchema = z.object({
  ownerId: z.number().int(),
  /** How many attachments the record has, photos and PDFs. */
  count: z.number().int(),
  /** The first photo's thumbnail; null when the record has only PDFs. */
  thumbnailUrl: z.string().nullable(),
  caption: z.string(),
});
export const coversSchema = z.object({ covers: z.array(coverSchema) });
export type Cover = z.infer<typeof coverSchema>;
