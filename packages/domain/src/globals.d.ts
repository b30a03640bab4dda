/**
 * The domain compiles without DOM or Node types (it must run in both), yet the WHATWG URL class is
 * a global in both. Only what the domain uses is declared; the apps' own tsconfigs see the full
 * class from the DOM or Node types and never include this file.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
  readonly protocol: string;
}
