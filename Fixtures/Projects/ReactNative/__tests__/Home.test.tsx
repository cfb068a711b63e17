const style = { fontFamily: 'TestOnly-Font' };
