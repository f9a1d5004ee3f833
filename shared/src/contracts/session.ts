/** spec 3: the login response value, shared by the API and mf-auth. */
export interface LoginValue {
  token: string;
  id: number;
  userName: string;
  type: number;
  customerType: number;
  firstTimeLogin: boolean;
  trail: boolean;
  rememberToken?: string;
}

/** POST /wps/game/ticket: what a provider game's launch ticket is traded for (once), shared by the API and mf-lobby. */
export interface GameSession {
  playerToken: string;
  provider: string;
  vendor: string;
  game: string;
  gameType: string;
}
