/**
 * The defaults of address forms (spec 000 §9): United States and Alabama. The account keeps names; the region
 * reference of the API numbers them 231 and 3919.
 */
export const DEFAULT_COUNTRY = { id: '231', name: 'United States', country: 'US' } as const;
export const DEFAULT_STATE = { id: '3919', name: 'Alabama' } as const;

/**
 * The states of the United States (and its federal district) with the ids of the API's region reference, country
 * 231; Alabama is 3919. The reference also files a few towns and misspellings under 231 (its ids 3923, 3925, 3940,
 * 3944, 3954, 3961, 3964, 3968, 3971); a picker offers the states only.
 */
export const US_STATES: readonly (readonly [id: number, name: string])[] = [
  [3919, 'Alabama'],
  [3920, 'Alaska'],
  [3921, 'Arizona'],
  [3922, 'Arkansas'],
  [3924, 'California'],
  [3926, 'Colorado'],
  [3927, 'Connecticut'],
  [3928, 'Delaware'],
  [3929, 'District of Columbia'],
  [3930, 'Florida'],
  [3931, 'Georgia'],
  [3932, 'Hawaii'],
  [3933, 'Idaho'],
  [3934, 'Illinois'],
  [3935, 'Indiana'],
  [3936, 'Iowa'],
  [3937, 'Kansas'],
  [3938, 'Kentucky'],
  [3939, 'Louisiana'],
  [3941, 'Maine'],
  [3942, 'Maryland'],
  [3943, 'Massachusetts'],
  [3945, 'Michigan'],
  [3946, 'Minnesota'],
  [3947, 'Mississippi'],
  [3948, 'Missouri'],
  [3949, 'Montana'],
  [3950, 'Nebraska'],
  [3951, 'Nevada'],
  [3952, 'New Hampshire'],
  [3953, 'New Jersey'],
  [3955, 'New Mexico'],
  [3956, 'New York'],
  [3957, 'North Carolina'],
  [3958, 'North Dakota'],
  [3959, 'Ohio'],
  [3960, 'Oklahoma'],
  [3962, 'Oregon'],
  [3963, 'Pennsylvania'],
  [3965, 'Rhode Island'],
  [3966, 'South Carolina'],
  [3967, 'South Dakota'],
  [3969, 'Tennessee'],
  [3970, 'Texas'],
  [3972, 'Utah'],
  [3973, 'Vermont'],
  [3974, 'Virginia'],
  [3975, 'Washington'],
  [3976, 'West Virginia'],
  [3977, 'Wisconsin'],
  [3978, 'Wyoming'],
];
