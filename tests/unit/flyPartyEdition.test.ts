import reactRenderer from '@astrojs/react/server.js';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import FlyPartyEdition from '../../src/components/airShow/FlyPartyEdition.astro';

let container: AstroContainer;

type ContainerManifest = NonNullable<NonNullable<Parameters<typeof AstroContainer.create>[0]>['manifest']>;
// The countdown hydrates with the project's own client:settled, which an integration in
// astro.config.mjs registers and the container does not run: it only needs the name here (the
// directive itself is exercised in the browser, tests/e2e/loading.spec.ts).
const projectDirectives = new Map(['settled', 'intent'].map((name) => [name, `/* client:${name} */`]));

beforeAll(async () => {
  container = await AstroContainer.create({
    manifest: { clientDirectives: projectDirectives } as unknown as ContainerManifest,
  });
  container.addServerRenderer({ name: '@astrojs/react', renderer: reactRenderer });
  container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
});

const flyParty = { name: 'Fly Party 2027', startsAt: '2027-06-12T08:00:00.000Z', image: null };
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

describe('FlyPartyEdition', () => {
  it('prints the start in Italian time next to the countdown island', async () => {
    const html = await container.renderToString(FlyPartyEdition, {
      props: { locale: 'it', flyParty, calendarHref: '/air_show.ics' },
    });
    expect(text(html)).toContain('Fly Party 2027');
    expect(text(html)).toContain('Inizia il 12/06/2027 alle 10:00 (ora italiana)');
    expect(html).toContain('<time datetime="2027-06-12T08:00:00.000Z"');
    expect(html).toContain('<astro-island');
    expect(html).toContain('client="settled"');
    expect(html).toContain('role="timer"');
  });

  it('says in a line that no edition is scheduled, with no countdown', async () => {
    const italian = await container.renderToString(FlyPartyEdition, {
      props: { locale: 'it', flyParty: undefined, calendarHref: '/air_show.ics' },
    });
    expect(text(italian)).toContain('La prossima edizione della Fly Party non è ancora in calendario');
    expect(italian).not.toContain('astro-island');
    expect(italian).not.toContain('timer');
    const english = await container.renderToString(FlyPartyEdition, {
      props: { locale: 'en', flyParty: undefined, calendarHref: '/en/air_show.ics' },
    });
    expect(text(english)).toContain('The next Fly Party is not scheduled yet');
  });
});
