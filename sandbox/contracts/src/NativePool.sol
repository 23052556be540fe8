// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IERC20Minimal {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// @title NativePool
/// @notice A constant-product (x * y = k) pool between one ERC-20 token and the chain's native token,
///         charging 0.3% on the input side. The sandbox derives every USD price from these reserves.
contract NativePool {
    IERC20Minimal public immutable token;

    uint256 public reserveToken;
    uint256 public reserveNative;
    uint256 public totalLiquidity;
    mapping(address provider => uint256) public liquidityOf;

    // 997/1000 leaves 0.3% of every input in the pool.
    uint256 private constant FEE_NUMERATOR = 997;
    uint256 private constant FEE_DENOMINATOR = 1000;

    event LiquidityAdded(address indexed provider, uint256 nativeAmount, uint256 tokenAmount, uint256 liquidity);
    event Swap(
        address indexed sender,
        address indexed to,
        uint256 nativeIn,
        uint256 tokenIn,
        uint256 nativeOut,
        uint256 tokenOut
    );

    error ZeroAmount();
    error EmptyPool();
    error Slippage(uint256 amountOut, uint256 minAmountOut);
    error TokenAmountTooLow(uint256 offered, uint256 required);
    error TransferFailed();

    constructor(address token_) {
        token = IERC20Minimal(token_);
    }

    /// @notice Current reserves, token side first.
    function getReserves() external view returns (uint256 tokenReserve, uint256 nativeReserve) {
        return (reserveToken, reserveNative);
    }

    /// @notice Output of a swap of `amountIn` against the given reserves, after the 0.3% fee.
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        if (amountIn == 0) revert ZeroAmount();
        if (reserveIn == 0 || reserveOut == 0) revert EmptyPool();
        uint256 amountInWithFee = amountIn * FEE_NUMERATOR;
        return (amountInWithFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + amountInWithFee);
    }

    /// @notice Tokens received now for `nativeIn` wei.
    function quoteNativeToToken(uint256 nativeIn) external view returns (uint256) {
        return getAmountOut(nativeIn, reserveNative, reserveToken);
    }

    /// @notice Wei received now for `tokenIn` token units.
    function quoteTokenToNative(uint256 tokenIn) external view returns (uint256) {
        return getAmountOut(tokenIn, reserveToken, reserveNative);
    }

    /// @notice Deposits msg.value native plus the matching token amount (at most `maxTokenAmount`,
    ///         pulled with transferFrom, so approve first). The first deposit sets the price.
    function addLiquidity(uint256 maxTokenAmount) external payable returns (uint256 liquidity) {
        if (msg.value == 0 || maxTokenAmount == 0) revert ZeroAmount();
        uint256 tokenAmount;
        if (totalLiquidity == 0) {
            tokenAmount = maxTokenAmount;
            liquidity = msg.value;
        } else {
            // Rounded up so that a deposit can never move the price in the depositor's favour.
            tokenAmount = (msg.value * reserveToken + reserveNative - 1) / reserveNative;
            if (tokenAmount > maxTokenAmount) revert TokenAmountTooLow(maxTokenAmount, tokenAmount);
            liquidity = (msg.value * totalLiquidity) / reserveNative;
        }
        reserveNative += msg.value;
        reserveToken += tokenAmount;
        totalLiquidity += liquidity;
        liquidityOf[msg.sender] += liquidity;
        if (!token.transferFrom(msg.sender, address(this), tokenAmount)) revert TransferFailed();
        emit LiquidityAdded(msg.sender, msg.value, tokenAmount, liquidity);
    }

    /// @notice Sells msg.value native for tokens sent to `to`; reverts below `minTokenOut`.
    function swapNativeForToken(uint256 minTokenOut, address to) external payable returns (uint256 tokenOut) {
        tokenOut = getAmountOut(msg.value, reserveNative, reserveToken);
        if (tokenOut < minTokenOut) revert Slippage(tokenOut, minTokenOut);
        reserveNative += msg.value;
        reserveToken -= tokenOut;
        if (!token.transfer(to, tokenOut)) revert TransferFailed();
        emit Swap(msg.sender, to, msg.value, 0, 0, tokenOut);
    }

    /// @notice Sells `tokenIn` tokens (approve first) for native sent to `to`; reverts below `minNativeOut`.
    function swapTokenForNative(uint256 tokenIn, uint256 minNativeOut, address to)
        external
        returns (uint256 nativeOut)
    {
        nativeOut = getAmountOut(tokenIn, reserveToken, reserveNative);
        if (nativeOut < minNativeOut) revert Slippage(nativeOut, minNativeOut);
        // Effects before interactions: the native transfer below can call back into this pool.
        reserveToken += tokenIn;
        reserveNative -= nativeOut;
        if (!token.transferFrom(msg.sender, address(this), tokenIn)) revert TransferFailed();
        (bool sent,) = to.call{value: nativeOut}("");
        if (!sent) revert TransferFailed();
        emit Swap(msg.sender, to, 0, tokenIn, nativeOut, 0);
    }
}
