import { z } from 'zod';
import { readContent } from '../content-files';
import { slug } from '../content-fields';

/** content/experiences/menu.yaml: which group and wellness country files the experiences menu lists, in order. */
export const experiencesMenu = readContent(
  'experiences/menu',
  z.strictObject({ groups: z.array(slug).min(1), wellness: z.array(slug).min(1) }),
);
