import { pick, type Random } from './random';

export type TimeOfDay = 'dawn' | 'day' | 'golden' | 'dusk' | 'night' | 'mist';

/** The light a scene is painted in; scenes tint their own materials (sand, leaves, stone) with it. */
export interface Palette {
  time: TimeOfDay;
  /** Zenith, middle and horizon of the sky. */
  sky: [string, string, string];
  sun: string;
  /** Glow around the sun and the lit undersides of clouds. */
  glow: string;
  /** Air between the viewer and distant land: far ridges fade into it. */
  haze: string;
  /** The darkest, nearest land. */
  shadow: string;
  water: string;
}

const palettes: Record<TimeOfDay, Palette[]> = {
  dawn: [
    {
      time: 'dawn',
      sky: ['#2c3e6b', '#9a7fb0', '#f6c29b'],
      sun: '#fff3dc',
      glow: '#ffd3a8',
      haze: '#e9c3b4',
      shadow: '#2a2440',
      water: '#3c4d78',
    },
    {
      time: 'dawn',
      sky: ['#34507a', '#b0a2c4', '#fbd9b6'],
      sun: '#fff8e8',
      glow: '#ffe0bd',
      haze: '#e3d0cc',
      shadow: '#2f3450',
      water: '#48648c',
    },
  ],
  day: [
    {
      time: 'day',
      sky: ['#2f6fb5', '#75addf', '#d8ebf5'],
      sun: '#fffdf3',
      glow: '#fff4d6',
      haze: '#c7dcea',
      shadow: '#1f3a44',
      water: '#1b6a9a',
    },
    {
      time: 'day',
      sky: ['#3a7cc2', '#8cc0e6', '#e9f3f3'],
      sun: '#ffffff',
      glow: '#fff8e0',
      haze: '#d2e4ec',
      shadow: '#24413f',
      water: '#16709a',
    },
  ],
  golden: [
    {
      time: 'golden',
      sky: ['#3d6a9e', '#d9b27c', '#fadca3'],
      sun: '#fff6da',
      glow: '#ffd58f',
      haze: '#efcf9f',
      shadow: '#3a2a24',
      water: '#4a6d8c',
    },
    {
      time: 'golden',
      sky: ['#4a6f96', '#e8a96a', '#fbd38c'],
      sun: '#fff2cc',
      glow: '#ffc36e',
      haze: '#f0c08a',
      shadow: '#35221d',
      water: '#56718a',
    },
  ],
  dusk: [
    {
      time: 'dusk',
      sky: ['#1b1d40', '#7b3f6e', '#f2895c'],
      sun: '#ffd79e',
      glow: '#ff9d66',
      haze: '#c57a7a',
      shadow: '#1a1226',
      water: '#3a2f55',
    },
    {
      time: 'dusk',
      sky: ['#23264d', '#a0506a', '#f7a76c'],
      sun: '#ffe3b0',
      glow: '#ffae72',
      haze: '#d08d83',
      shadow: '#20162b',
      water: '#433a62',
    },
  ],
  night: [
    {
      time: 'night',
      sky: ['#050a1c', '#10224a', '#2b4a7a'],
      sun: '#f4f0e2',
      glow: '#9fb4e0',
      haze: '#304a72',
      shadow: '#03050d',
      water: '#0d1a36',
    },
  ],
  mist: [
    {
      time: 'mist',
      sky: ['#8fb0b8', '#c8d8d2', '#eef0e4'],
      sun: '#fffbea',
      glow: '#fff4d0',
      haze: '#e6ece2',
      shadow: '#23382f',
      water: '#6f8f94',
    },
    {
      time: 'mist',
      sky: ['#9aa9bf', '#d3d6d8', '#f3eee2'],
      sun: '#fff8e6',
      glow: '#fbe9c6',
      haze: '#e7e6df',
      shadow: '#27333a',
      water: '#75889a',
    },
  ],
};

export function choosePalette(random: Random, times: readonly TimeOfDay[]): Palette {
  return pick(random, palettes[pick(random, times)]);
}
