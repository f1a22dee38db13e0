import { angkor } from './angkor';
import { backwaters } from './backwaters';
import { bali } from './bali';
import { bayPeaks } from './bay-peaks';
import { caveTemple } from './cave-temple';
import { coast } from './coast';
import { dunes } from './dunes';
import { dzongScene } from './dzong';
import { fjord } from './fjord';
import { infinityPool } from './infinity-pool';
import { island } from './island';
import { fuji, toriiGate } from './japan';
import { journalDesk } from './journal-desk';
import { karsts } from './karsts';
import { mountainLake } from './mountain-lake';
import { palaceScene } from './palace';
import { petra } from './petra';
import { rainforest } from './rainforest';
import { riverCrossing } from './river-crossing';
import { savanna } from './savanna';
import { sigiriya } from './sigiriya';
import { skyline } from './skyline';
import { starryDesert } from './starry-desert';
import { teaHills } from './tea-hills';
import { temple } from './temple';
import { wat } from './wat';
import { wellness } from './wellness';
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
  fuji,
  toriiGate,
  palace: palaceScene,
  savanna,
  riverCrossing,
  infinityPool,
  dzong: dzongScene,
  backwaters,
  bayPeaks,
  karsts,
  wat,
  angkor,
  petra,
  bali,
  sigiriya,
  caveTemple,
  skyline,
  wellness,
  rainforest,
  journalDesk,
} satisfies Record<string, SceneDefinition>;

export type SceneName = keyof typeof scenes;
