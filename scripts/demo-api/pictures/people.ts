// People: a stylised head-and-shoulders portrait for the members (drawn in a 400 x 500 box, head
// near the top, shoulders on the bottom edge), and small standing figures for crowd scenes.

import type { Lighting } from './aircraft.ts';
import { mix, n, type Rng } from './svg.ts';

/** How a member's portrait looks: hand-picked in the catalogue so that names and faces agree. */
export interface PersonLook {
  skin: string;
  hair: string;
  hairStyle: 'short' | 'side-part' | 'receding' | 'long' | 'bob' | 'bun' | 'ponytail' | 'curly';
  beard?: boolean;
  outfit: 'flight-jacket' | 'polo' | 'overalls' | 'shirt' | 'sweater';
  outfitColour: string;
  accessory?: 'sunglasses' | 'glasses' | 'headset' | 'goggles';
}

const mirrorPath = (d: string): string =>
  d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${n(400 - Number(x))} ${y}`);

/** A path (absolute commands only) and its mirror image about the face's vertical axis. */
const pair = (d: string, attributes: string): string =>
  `<path d="${d}" ${attributes}/><path d="${mirrorPath(d)}" ${attributes}/>`;

/** An ellipse and its mirror image about the face's vertical axis. */
const ellipses = (cx: number, cy: number, rx: number, ry: number, attributes: string): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" ${attributes}/><ellipse cx="${400 - cx}" cy="${cy}" rx="${rx}" ry="${ry}" ${attributes}/>`;

const FACE =
  'M200 100 C245 100 268 135 266 190 C264 245 236 282 200 286 C164 282 136 245 134 190 C132 135 155 100 200 100 Z';

/** Curly hair: one circle of `colour` per curl, [x, y, radius]. */
function curls(colour: string, circles: Array<[number, number, number]>): string {
  return circles.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>`).join('');
}

/** Hair drawn behind the head and shoulders. */
function backHair(style: PersonLook['hairStyle'], colour: string): string {
  switch (style) {
    case 'long':
      return `<path d="M126 190 C116 112 158 88 200 88 C242 88 284 112 274 190 L288 336 C262 356 138 356 112 336 Z" fill="${colour}"/>`;
    case 'bob':
      return `<path d="M124 196 C116 112 158 88 200 88 C242 88 284 112 276 196 L282 268 C252 282 148 282 118 268 Z" fill="${colour}"/>`;
    case 'bun':
      return `<circle cx="200" cy="82" r="34" fill="${colour}"/>`;
    case 'ponytail':
      return `<path d="M246 150 C300 170 306 260 282 330 C272 300 262 250 238 210 Z" fill="${colour}"/>`;
    case 'curly':
      return curls(colour, [
        [140, 130, 36],
        [170, 100, 38],
        [210, 92, 40],
        [248, 110, 38],
        [268, 150, 34],
        [132, 172, 32],
        [270, 196, 30],
        [134, 214, 28],
        [268, 236, 26],
        [140, 250, 24],
      ]);
    default:
      return '';
  }
}

/** Hair drawn over the forehead. */
function frontHair(style: PersonLook['hairStyle'], colour: string): string {
  switch (style) {
    case 'short':
      return `<path d="M134 188 C126 122 158 92 202 92 C246 92 274 122 266 188 C262 160 252 140 236 130 C212 140 172 138 152 128 C142 146 136 166 134 188 Z" fill="${colour}"/>`;
    case 'side-part':
      return `<path d="M134 190 C124 118 160 90 206 92 C250 94 276 126 266 190 C262 156 250 134 232 124 C206 150 164 142 146 136 C140 154 136 170 134 190 Z" fill="${colour}"/>`;
    case 'receding':
      return pair('M134 196 C130 160 136 136 150 124 C146 146 146 170 150 196 Z', `fill="${colour}"`);
    case 'curly':
      return curls(colour, [
        [160, 118, 22],
        [188, 108, 24],
        [218, 110, 24],
        [244, 124, 22],
        [146, 144, 18],
        [258, 148, 18],
      ]);
    case 'bob':
      return `<path d="M132 200 C124 120 160 94 200 94 C240 94 276 120 268 200 C262 160 246 136 226 128 C196 146 168 150 150 146 C140 160 134 180 132 200 Z" fill="${colour}"/>`;
    default:
      // Long, bun and ponytail: parted in the middle and drawn back.
      return `<path d="M200 96 C150 94 126 132 132 204 C138 160 160 128 196 122 L200 108 L204 122 C240 128 262 160 268 204 C274 132 250 94 200 96 Z" fill="${colour}"/>`;
  }
}

/** Clothes over the shoulders. */
function outfit(look: PersonLook, lit: (colour: string) => string): string {
  const colour = lit(look.outfitColour);
  const shoulders = 'M16 530 C20 440 60 392 140 370 L168 358 L232 358 L260 370 C340 392 380 440 384 530 Z';
  const base = `<path d="${shoulders}" fill="${colour}"/><path d="${shoulders}" fill="url(#volume)"/>`;
  const seam = mix(colour, '#000000', 0.35);
  switch (look.outfit) {
    case 'flight-jacket':
      return (
        base +
        `<path d="M200 372 L200 530" stroke="${seam}" stroke-width="3"/>` +
        pair('M154 344 C128 360 112 396 122 430 C140 408 162 388 196 376 Z', `fill="${lit('#e9dcc2')}"`) +
        pair('M154 344 C128 360 112 396 122 430', `fill="none" stroke="${lit('#c9b896')}" stroke-width="3"`)
      );
    case 'polo':
      return (
        base +
        pair('M166 340 L146 378 L198 372 Z', `fill="${mix(colour, '#ffffff', 0.18)}"`) +
        `<path d="M200 372 L200 430" stroke="${seam}" stroke-width="2.5"/>` +
        `<circle cx="200" cy="392" r="3.5" fill="${seam}"/><circle cx="200" cy="414" r="3.5" fill="${seam}"/>`
      );
    case 'overalls': {
      const shirt = lit('#d8d4cb');
      return (
        `<path d="${shoulders}" fill="${shirt}"/><path d="${shoulders}" fill="url(#volume)"/>` +
        `<path d="M116 530 L124 430 L276 430 L284 530 Z" fill="${colour}"/>` +
        pair('M146 432 L150 372 L168 368 L168 432 Z', `fill="${colour}"`) +
        ellipses(157, 422, 6, 6, `fill="${lit('#c9a227')}"`)
      );
    }
    case 'shirt':
      return (
        base +
        pair('M168 336 L150 384 L200 368 Z', `fill="${mix(colour, '#ffffff', 0.25)}"`) +
        `<path d="M200 368 L200 530" stroke="${seam}" stroke-width="2"/>`
      );
    default:
      return base + `<path d="M160 352 C180 380 220 380 240 352" fill="none" stroke="${seam}" stroke-width="9"/>`;
  }
}

/** Glasses, headset or goggles. */
function accessory(kind: PersonLook['accessory'], lit: (colour: string) => string): string {
  switch (kind) {
    case 'sunglasses':
      return (
        pair('M158 178 L194 178 C197 196 190 210 176 210 C162 210 155 196 158 178 Z', `fill="${lit('#23292f')}"`) +
        pair(
          'M158 178 L194 178 C197 196 190 210 176 210 C162 210 155 196 158 178 Z',
          `fill="none" stroke="${lit('#b8932c')}" stroke-width="2.5"`,
        ) +
        `<path d="M194 182 L206 182" stroke="${lit('#b8932c')}" stroke-width="2.5"/>` +
        pair('M164 184 L172 184 L166 196 Z', 'fill="#ffffff" fill-opacity="0.25"')
      );
    case 'glasses':
      return (
        pair(
          'M156 176 L194 176 L192 204 L160 204 Z',
          `fill="#ffffff" fill-opacity="0.08" stroke="${lit('#2b2420')}" stroke-width="3.5" stroke-linejoin="round"`,
        ) + `<path d="M194 184 L206 184" stroke="${lit('#2b2420')}" stroke-width="3.5"/>`
      );
    case 'headset':
      return (
        `<path d="M132 350 C136 392 264 392 268 350" fill="none" stroke="${lit('#2a2e33')}" stroke-width="9"/>` +
        ellipses(132, 330, 22, 28, `fill="${lit('#31363c')}"`) +
        ellipses(132, 330, 12, 16, `fill="${lit('#5a6068')}"`)
      );
    case 'goggles':
      return (
        `<path d="M134 136 C170 122 230 122 266 136 L266 150 C230 136 170 136 134 150 Z" fill="${lit('#4a3422')}"/>` +
        ellipses(176, 134, 21, 19, `fill="url(#glass)" stroke="${lit('#a8873a')}" stroke-width="5"`)
      );
    default:
      return '';
  }
}

/** Head and shoulders of a member, in a 400 x 500 box. */
export function portraitFigure(look: PersonLook, lighting: Lighting): string {
  const lit = (colour: string) => mix(colour, lighting.shade, lighting.amount);
  const skin = lit(look.skin);
  const skinShade = mix(skin, '#4a2a1c', 0.22);
  const hair = lit(look.hair);
  const brow = mix(hair, '#1a1410', 0.3);
  const eyes = look.accessory === 'sunglasses' ? '' : ellipses(176, 190, 5.5, 6.5, 'fill="#2a211c"');
  const beard = look.beard
    ? `<path d="M140 206 C142 262 168 294 200 296 C232 294 258 262 260 206 C252 238 238 256 222 260 C212 250 188 250 178 260 C162 256 148 238 140 206 Z" fill="${hair}"/>` +
      `<path d="M176 244 C186 234 214 234 224 244 C212 247 188 247 176 244 Z" fill="${hair}"/>`
    : '';
  return (
    backHair(look.hairStyle, hair) +
    // Shoulders and clothes are drawn for a long neck and raised to fit this face.
    `<g transform="translate(0 -26)">${outfit(look, lit)}</g>` +
    `<path d="M166 250 L166 322 C182 340 218 340 234 322 L234 250 Z" fill="${skinShade}"/>` +
    ellipses(137, 200, 11, 18, `fill="${skin}"`) +
    `<path d="${FACE}" fill="${skin}"/>` +
    // Light from the left: the right cheek and jaw in shadow.
    `<path d="M236 128 C266 162 264 232 226 276 C252 232 254 170 236 128 Z" fill="#3a2014" fill-opacity="0.12"/>` +
    ellipses(166, 232, 14, 8, 'fill="#d9605a" fill-opacity="0.1"') +
    frontHair(look.hairStyle, hair) +
    pair(
      'M160 170 C168 162 184 161 192 166',
      `fill="none" stroke="${brow}" stroke-width="5.5" stroke-linecap="round"`,
    ) +
    eyes +
    `<path d="M200 194 C198 212 194 222 190 226 C196 230 204 230 210 226" fill="none" stroke="${skinShade}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M182 246 C192 256 208 256 218 246" fill="none" stroke="${mix(skin, '#7a2e2e', 0.55)}" stroke-width="4.5" stroke-linecap="round"/>` +
    beard +
    (look.accessory === 'headset'
      ? `<g transform="translate(0 -26)">${accessory(look.accessory, lit)}</g>`
      : accessory(look.accessory, lit))
  );
}

const CLOTHES = ['#2f4a6b', '#8b2f2f', '#d9d2c3', '#3f5a3a', '#c98a2b', '#5a4a6b', '#e6e1d6', '#1f2a36'] as const;
const SKIN = ['#f1c7a5', '#e0ac88', '#c68c65', '#8d5a3b', '#f3d2b8'] as const;

/** A small standing figure (a visitor at a fly-in) whose feet are at `x`, `y`, `height` pixels tall. */
export function standingFigure(x: number, y: number, height: number, rng: Rng, lighting: Lighting): string {
  const lit = (colour: string) => mix(colour, lighting.shade, lighting.amount);
  const unit = height / 10;
  const top = lit(rng.pick(CLOTHES));
  const legs = lit(rng.pick(['#2b3440', '#3a3a3a', '#5b5142', '#1f2a36']));
  const skin = lit(rng.pick(SKIN));
  const hat = rng.chance(0.3)
    ? `<rect x="${n(x - unit * 0.75)}" y="${n(y - unit * 10.1)}" width="${n(unit * 1.5)}" height="${n(unit * 0.5)}" rx="${n(unit * 0.2)}" fill="${lit('#e8e2d0')}"/>`
    : '';
  return (
    `<path d="M${n(x - unit * 0.9)} ${n(y)} L${n(x - unit * 0.7)} ${n(y - unit * 4.6)} L${n(x + unit * 0.7)} ${n(y - unit * 4.6)} L${n(x + unit * 0.9)} ${n(y)} L${n(x + unit * 0.2)} ${n(y)} L${n(x)} ${n(y - unit * 3)} L${n(x - unit * 0.2)} ${n(y)} Z" fill="${legs}"/>` +
    `<rect x="${n(x - unit * 1.2)}" y="${n(y - unit * 8.2)}" width="${n(unit * 2.4)}" height="${n(unit * 3.9)}" rx="${n(unit * 0.8)}" fill="${top}"/>` +
    `<circle cx="${n(x)}" cy="${n(y - unit * 9.1)}" r="${n(unit * 0.95)}" fill="${skin}"/>` +
    hat
  );
}
