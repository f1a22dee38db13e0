import { backwaters } from './backwaters';
import { bayPeaks } from './bay-peaks';
import { coast } from './coast';
import { dunes } from './dunes';
import { dzongScene } from './dzong';
import { fjord } from './fjord';
import { island } from './island';
import { karsts } from './karsts';
import { mountainLake } from './mountain-lake';
import { palaceScene } from './palace';
import { savanna } from './savanna';
import { starryDesert } from './starry-desert';
import { teaHills } from './tea-hills';
import { temple } from './temple';
import { wat } from './wat';
import type { SceneDefinition } from './shared';

export type { SceneDefinition } from './shared';

export const scenes = {
  mountainLake,
  fjord,
  coast,
  island,
  dunes,
  starryDesert,
  teaHills,
  temple,
  palace: palaceScene,
  savanna,
  dzong: dzongScene,
  backwaters,
  bayPeaks,
  karsts,
  wat,
} satisfies Record<string, SceneDefinition>;

export type SceneName = keyof typeof scenes;
