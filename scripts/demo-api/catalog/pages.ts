// Page configurations as the association would write them. Texts are raw HTML here;
// content.ts HTML-encodes them once, as the real API stores them.

/** One page configuration; a key left out is missing from the API answer too. */
export interface PageConfig {
  sfondo?: string | null;
  titolo?: string | null;
  titolo_eng?: string | null;
  descrizione?: string | null;
  descrizione_eng?: string | null;
}

/** The home page: the background, the video preview and the video itself. */
export const HOME = {
  sfondo_home: '/media/sfondi/home.jpg',
  immagine_preview: 'media/home/anteprima-video.jpg',
  video: '/media/video/fly-party.webm',
  titolo: 'Ali Storiche',
  titolo_eng: 'Historic Wings',
  descrizione:
    '<p>Dal 1987 l&rsquo;<strong>Associazione Ali Storiche</strong> restaura, fa volare e racconta i velivoli che hanno fatto la storia dell&rsquo;aviazione leggera italiana.</p>' +
    '<p>Vieni a trovarci all&rsquo;aviosuperficie <em>Cascina Belvedere</em>: hangar aperti ogni sabato mattina, caff&egrave; &amp; chiacchiere comprese.</p>',
  descrizione_eng:
    '<p>Since 1987 the <strong>Historic Wings Association</strong> has restored, flown and told the story of the aircraft that shaped Italian light aviation.</p>' +
    '<p>Come and see us at the <em>Cascina Belvedere</em> airstrip: hangars open every Saturday morning, coffee &amp; chat included.</p>',
};

/** The site configuration: logos and the organisation chart, in the three path forms of the contract. */
export const SITE = {
  logo: '/media/logos/logo.png',
  logo_asi: 'media/logos/logo-asi.png',
  logo_aopa: '/media/logos/logo-aopa.png',
  organigramma: 'media/documenti/organigramma.pdf',
};

/** Every page configuration endpoint (under /api/impostazioni/) with its content. */
export const PAGES: Record<string, PageConfig> = {
  get_la_nostra_storia_configuration: {
    sfondo: '/media/sfondi/la-nostra-storia.jpg',
    titolo: 'La nostra storia',
    titolo_eng: 'Our story',
    descrizione:
      '<p>Tutto &egrave; cominciato in un hangar di lamiera, nell&rsquo;inverno del 1987, quando cinque amici decisero di rimettere in volo un <strong>Piper J-3 Cub</strong> rimasto fermo per vent&rsquo;anni.</p>' +
      '<p>Da allora l&rsquo;associazione &egrave; cresciuta:</p>' +
      '<ul><li>1987 &ndash; fondazione e primo restauro;</li><li>1995 &ndash; apertura dell&rsquo;aviosuperficie Cascina Belvedere;</li>' +
      '<li>2004 &ndash; prima edizione della <em>Fly Party</em>;</li><li>2019 &ndash; iscrizione al registro dei velivoli storici.</li></ul>' +
      '<p>Oggi contiamo oltre 120 soci e una flotta di cinque velivoli efficienti. Leggi il nostro <a href="https://www.example.org/statuto.pdf">statuto</a>.</p>',
    descrizione_eng:
      '<p>It all began in a tin hangar in the winter of 1987, when five friends decided to bring back to the air a <strong>Piper J-3 Cub</strong> that had been grounded for twenty years.</p>' +
      '<p>Since then the association has grown:</p>' +
      '<ul><li>1987 &ndash; foundation and first restoration;</li><li>1995 &ndash; opening of the Cascina Belvedere airstrip;</li>' +
      '<li>2004 &ndash; first <em>Fly Party</em>;</li><li>2019 &ndash; entry in the historic aircraft register.</li></ul>' +
      '<p>Today we have more than 120 members and a fleet of five airworthy aircraft. Read our <a href="https://www.example.org/statuto.pdf">statute</a>.</p>',
  },
  get_chi_siamo_configuration: {
    sfondo: '/media/sfondi/soci.jpg',
    titolo: 'I nostri soci',
    titolo_eng: 'Our members',
    descrizione:
      '<p>Piloti, meccanici, storici e semplici appassionati: sono i <strong>soci</strong> a tenere in volo la nostra flotta. Ecco alcuni di loro.</p>',
    descrizione_eng:
      '<p>Pilots, mechanics, historians and plain enthusiasts: our <strong>members</strong> keep the fleet flying. Here are some of them.</p>',
  },
  get_nostra_flotta_configuration: {
    sfondo: 'media/sfondi/flotta.jpg',
    titolo: 'La nostra flotta',
    titolo_eng: 'Our fleet',
    descrizione:
      '<p>Velivoli storici restaurati dai soci e mantenuti in condizioni di volo, dal <em>Piper Cub</em> al <em>Fiat G.46</em>.</p>',
    descrizione_eng:
      '<p>Historic aircraft restored by our members and kept airworthy, from the <em>Piper Cub</em> to the <em>Fiat G.46</em>.</p>',
  },
  get_eventi_configuration: {
    sfondo: '/media/sfondi/eventi.jpg',
    titolo: 'Eventi',
    titolo_eng: 'Events',
    descrizione: '<p>Raduni, serate in hangar, corsi e giornate aperte: il calendario dell&rsquo;associazione.</p>',
    descrizione_eng: '<p>Fly-ins, hangar evenings, courses and open days: the association&rsquo;s calendar.</p>',
  },
  get_sede_operativa_configuration: {
    sfondo: '/media/sfondi/sede-operativa.jpg',
    titolo: 'La sede operativa',
    titolo_eng: 'Operating base',
    descrizione:
      '<p>L&rsquo;aviosuperficie <strong>Cascina Belvedere</strong> si trova a 6 km da Lodi, lungo la strada provinciale 235.</p>' +
      '<ul><li>Pista 09/27 in erba, 720 &times; 25 m;</li><li>Frequenza radio 130,005 MHz;</li>' +
      '<li>Carburante: AVGAS 100LL e MOGAS su richiesta;</li><li>Hangar per 12 velivoli.</li></ul>' +
      '<p>Per l&rsquo;atterraggio &egrave; richiesto il <em>PPR</em>: telefonare almeno 24 ore prima.</p>',
    descrizione_eng: null,
  },
  get_sicurezza_volo_configuration: {
    sfondo: '/media/sfondi/sicurezza-volo.jpg',
    titolo: 'Sicurezza del volo',
    titolo_eng: 'Flight safety',
    descrizione:
      '<p>Ogni mese il nostro responsabile della sicurezza pubblica una nota pratica. <strong>Leggetele prima di volare.</strong></p>',
    descrizione_eng:
      '<p>Every month our safety officer publishes a practical note. <strong>Read them before you fly.</strong></p>',
  },
  get_biblioteca_configuration: {
    sfondo: 'media/sfondi/biblioteca.jpg',
    titolo: 'Biblioteca',
    titolo_eng: 'Library',
    descrizione:
      '<p>La biblioteca conserva oltre 1.400 volumi, manuali di volo originali e le annate di <em>Ali d&rsquo;Italia</em> dal 1952.</p>' +
      '<p>Consultazione il sabato mattina, su prenotazione.</p>' +
      // A snippet as an old CMS import could leave it: the site must sanitise all of it away.
      "<p>Catalogo importato dal vecchio sito.<script>alert('xss')</script>" +
      '<img src="/media/logos/logo.png" onerror="alert(\'onerror\')" alt="Logo">' +
      ' <a href="javascript:alert(\'link\')">Apri il catalogo</a></p>' +
      '<iframe src="https://www.example.org/catalogo" width="600" height="400"></iframe>',
    descrizione_eng:
      '<p>The library holds more than 1,400 books, original flight manuals and every volume of <em>Ali d&rsquo;Italia</em> since 1952.</p>' +
      '<p>Open on Saturday mornings, by appointment.</p>',
  },
  get_air_show_configuration: {
    sfondo: '/media/sfondi/air-show.jpg',
    titolo: 'Air show',
    titolo_eng: 'Air show',
    descrizione:
      '<p>La <strong>Fly Party</strong> &egrave; la nostra festa dell&rsquo;aria: una giornata di voli dimostrativi, mostra statica e musica sotto l&rsquo;ala.</p>' +
      '<p>Ingresso libero per il pubblico; parcheggio a 300 m dalla pista.</p>',
    descrizione_eng:
      '<p>The <strong>Fly Party</strong> is our air festival: a day of display flights, static show and music under the wing.</p>' +
      '<p>Free entry for the public; parking 300 m from the runway.</p>',
  },
  get_partecipanti_page_configuration: {
    sfondo: 'media/sfondi/partecipanti.jpg',
    titolo: 'I velivoli partecipanti',
    titolo_eng: 'Participating aircraft',
  },
  get_informazioni_operative_fly_party_configuration: {
    descrizione:
      '<p><strong>Informazioni per i piloti</strong></p>' +
      '<ul><li>PPR obbligatorio entro il gioved&igrave; precedente;</li><li>Circuito a sinistra, 800 ft AGL;</li>' +
      '<li>Frequenza 130,005 MHz &ndash; chiamate &laquo;Belvedere traffico&raquo;;</li><li>Pista chiusa al traffico dalle 14:00 alle 16:00 per le esibizioni.</li></ul>' +
      '<p>Il NOTAM sar&agrave; pubblicato due settimane prima dell&rsquo;evento.</p>',
    descrizione_eng:
      '<p><strong>Information for pilots</strong></p>' +
      '<ul><li>PPR required by the Thursday before;</li><li>Left-hand circuit, 800 ft AGL;</li>' +
      '<li>Frequency 130.005 MHz &ndash; call &ldquo;Belvedere traffic&rdquo;;</li><li>Runway closed to traffic from 14:00 to 16:00 during the displays.</li></ul>' +
      '<p>The NOTAM will be published two weeks before the event.</p>',
  },
  get_programma_volo_fly_party_configuration: {
    descrizione:
      '<ol><li><strong>09:00</strong> &ndash; apertura dei cancelli e arrivi in volo;</li><li><strong>10:00</strong> &ndash; briefing piloti;</li>' +
      '<li><strong>11:00</strong> &ndash; sorvolo in formazione dei Piper Cub;</li><li><strong>13:00</strong> &ndash; pranzo sotto l&rsquo;ala;</li>' +
      '<li><strong>14:00</strong> &ndash; esibizioni acrobatiche;</li><li><strong>17:30</strong> &ndash; premiazioni e saluti.</li></ol>',
    descrizione_eng:
      '<ol><li><strong>09:00</strong> &ndash; gates open, fly-in arrivals;</li><li><strong>10:00</strong> &ndash; pilots&rsquo; briefing;</li>' +
      '<li><strong>11:00</strong> &ndash; Piper Cub formation flypast;</li><li><strong>13:00</strong> &ndash; lunch under the wing;</li>' +
      '<li><strong>14:00</strong> &ndash; aerobatic displays;</li><li><strong>17:30</strong> &ndash; prize-giving and farewell.</li></ol>',
  },
  get_edizioni_precedenti_fly_party_configuration: {
    sfondo: '/media/sfondi/edizioni-precedenti.jpg',
    titolo: 'Le edizioni precedenti',
    titolo_eng: 'Previous editions',
    descrizione: '<p>Vent&rsquo;anni di Fly Party, un velivolo alla volta.</p>',
    descrizione_eng: '<p>Twenty years of Fly Party, one aircraft at a time.</p>',
  },
  get_concorso_letterario_configuration: {
    sfondo: '/media/sfondi/concorso-letterario.jpg',
    titolo: 'Concorso letterario «Penne e Ali»',
    titolo_eng: '“Pens and Wings” literary contest',
    descrizione:
      '<p>Racconti e poesie sul volo, scritti da soci e non soci. I testi premiati sono pubblicati qui sotto.</p>' +
      '<p>Scadenza per l&rsquo;invio: <strong>31 marzo</strong>. Scrivete a <a href="mailto:concorso@example.org">concorso@example.org</a>.</p>',
    descrizione_eng:
      '<p>Short stories and poems about flight, by members and non-members alike. The winning texts are published below.</p>' +
      '<p>Deadline: <strong>31 March</strong>. Write to <a href="mailto:concorso@example.org">concorso@example.org</a>.</p>',
  },
  get_asi_configuration: {
    sfondo: '/media/sfondi/asi.jpg',
    titolo: 'ASI – Commissione Aeromobili Storici',
    titolo_eng: '',
    descrizione:
      '<p>L&rsquo;associazione &egrave; federata ASI dal 2011. La <strong>Commissione Aeromobili Storici</strong> certifica l&rsquo;originalit&agrave; dei velivoli e ne tutela il patrimonio.</p>' +
      '<p>Maggiori informazioni sul <a href="https://www.example.org/asi" target="_blank">sito della federazione</a>.</p>',
    descrizione_eng:
      '<p>The association has been an ASI member since 2011. The <strong>Historic Aircraft Commission</strong> certifies the originality of aircraft and protects their heritage.</p>' +
      '<p>More on the <a href="https://www.example.org/asi" target="_blank">federation website</a>.</p>',
  },
};
