// The Fly Party: participants of the coming edition and of past editions.

/** A participant: an aircraft and its owner. */
export interface ParticipantSeed {
  id: number;
  nome: string;
  nome_proprietario: string;
}

/** Aircraft registered for the coming edition. */
export const CURRENT_PARTICIPANTS: readonly ParticipantSeed[] = [
  { id: 501, nome: 'Piper J-3 Cub «Yellow Bird»', nome_proprietario: 'Marco Ferrari' },
  { id: 502, nome: 'Fiat G.46-4B', nome_proprietario: 'Associazione Ali Storiche' },
  { id: 503, nome: 'Bücker Bü 131 Jungmann', nome_proprietario: 'Hans Keller' },
  { id: 504, nome: 'SIAI-Marchetti SF.260', nome_proprietario: 'Francesca Romano' },
  { id: 505, nome: 'de Havilland DH.82 Tiger Moth', nome_proprietario: 'Aero Club Brescia' },
  { id: 506, nome: 'Macchi M.B.308', nome_proprietario: 'Paolo Moretti' },
  { id: 507, nome: 'North American T-6 Texan', nome_proprietario: 'Fondazione Volo & Memoria' },
  { id: 508, nome: 'Stampe SV.4C', nome_proprietario: 'Giulia Bianchi' },
];

/** Past editions, newest first; `yearsAgo` counts editions back from the last one held. */
export const PAST_EDITIONS: readonly { id: number; yearsAgo: number; participants: readonly ParticipantSeed[] }[] = [
  {
    id: 21,
    yearsAgo: 0,
    participants: [
      { id: 401, nome: 'Piper J-3 Cub «Yellow Bird»', nome_proprietario: 'Marco Ferrari' },
      { id: 402, nome: 'Aeronca 7AC Champion', nome_proprietario: 'Stefano Villa' },
      { id: 403, nome: 'Fiat G.46-4B', nome_proprietario: 'Associazione Ali Storiche' },
      { id: 404, nome: 'Cessna 170B', nome_proprietario: 'Laura Fontana' },
      { id: 405, nome: 'Stampe SV.4C', nome_proprietario: 'Giulia Bianchi' },
    ],
  },
  {
    id: 20,
    yearsAgo: 1,
    participants: [
      { id: 301, nome: 'Macchi M.B.308', nome_proprietario: 'Paolo Moretti' },
      { id: 302, nome: 'Partenavia P.57 Fachiro', nome_proprietario: 'Aero Club Milano' },
      { id: 303, nome: 'Piper PA-18 Super Cub', nome_proprietario: 'Davide Greco' },
      { id: 304, nome: 'SIAI-Marchetti SF.260', nome_proprietario: 'Francesca Romano' },
    ],
  },
  {
    id: 19,
    yearsAgo: 2,
    participants: [
      { id: 201, nome: 'Ambrosini S.1001 Grifo', nome_proprietario: 'Nicola Barbieri' },
      { id: 202, nome: 'Auster J/1 Autocrat', nome_proprietario: 'Anna Costa' },
      { id: 203, nome: 'Piper J-3 Cub «Yellow Bird»', nome_proprietario: 'Marco Ferrari' },
    ],
  },
];
