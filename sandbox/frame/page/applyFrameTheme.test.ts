import { checkThemeVariables } from './applyFrameTheme';

// SYNC_THEME values come from the app: only plain colours, px sizes and font names reach the card's
// style (issue 22 blocker), never anything that could load a resource.

describe('checkThemeVariables', () => {
  test('default: the accent, radius, font and colour mix the kit passes are kept', () => {
    expect(
      checkThemeVariables({
        accent: '#ff6b00',
        borderRadiusMaster: '2px',
        fontFamily: "'Inter', sans-serif",
        fontSizeMaster: '10px',
        colorMix: 'hsl(200, 50%, 50%)',
        colorMixStrength: 20,
      }),
    ).toEqual({
      accent: '#ff6b00',
      borderRadiusMaster: '2px',
      fontFamily: "'Inter', sans-serif",
      fontSizeMaster: '10px',
      colorMix: 'hsl(200, 50%, 50%)',
      colorMixStrength: 20,
    });
  });

  test('error: resources, declarations and oversized values are dropped', () => {
    expect(
      checkThemeVariables({
        accent: 'url(https://evil.example/x.png)',
        borderRadiusMaster: '400px',
        fontFamily: 'x; background: url(https://evil.example)',
        fontSizeMaster: '2px',
        colorMix: 'red',
        colorMixStrength: 500,
      }),
    ).toEqual({});
    expect(checkThemeVariables('not an object')).toEqual({});
    expect(checkThemeVariables({ accent: 'rgb(1,2,3); color: red' })).toEqual({});
  });
});
