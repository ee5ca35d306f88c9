// Every client-held data list is in one of these states (SPEC section 4, "Data lists").
export type LoadStatus = 'idle' | 'loading' | 'error';
