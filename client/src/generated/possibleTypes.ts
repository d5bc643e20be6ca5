
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "Kerjasama": [
      "Mou",
      "Pks"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "Kerjasama": [
      "Mou",
      "Pks"
    ]
  }
};
      export default result;
    